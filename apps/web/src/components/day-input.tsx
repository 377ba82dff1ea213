import { CloseButton, TextInput } from '@mantine/core';

interface DayInputProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  error?: string;
}

/** A day 'YYYY-MM-DD' for a list filter, cleared with the ✕. */
export function DayInput({ label, value, onChange, min, max, error }: DayInputProps) {
  return (
    <TextInput
      label={label}
      type="date"
      value={value}
      min={min || undefined}
      max={max || undefined}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={`Quitar el filtro ${label}`} onClick={() => onChange('')} />
        ) : null
      }
      w={{ base: '100%', xs: 190 }}
    />
  );
}
