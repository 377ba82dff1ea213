import { CloseButton, Group, TextInput } from '@mantine/core';
import { SearchInput } from './search-input';

interface BookFiltersProps {
  date: string;
  reason: string;
  onDateChange: (date: string) => void;
  onReasonChange: (reason: string) => void;
  /** The cédula filter, for books whose rows can have a carrier (not funds). */
  dni?: { value: string; onChange: (dni: string) => void };
}

/** Date, reason (motivo: text it contains) and cédula (prefix) filters. */
export function BookFilters({ date, reason, onDateChange, onReasonChange, dni }: BookFiltersProps) {
  return (
    <Group align="flex-end" gap="md" mb="md">
      <TextInput
        label="Fecha"
        type="date"
        value={date}
        onChange={(event) => onDateChange(event.currentTarget.value)}
        rightSection={
          date ? (
            <CloseButton size="sm" aria-label="Quitar la fecha" onClick={() => onDateChange('')} />
          ) : null
        }
        w={{ base: '100%', xs: 190 }}
      />
      <SearchInput
        label="Motivo"
        placeholder="Buscar por motivo"
        value={reason}
        onChange={onReasonChange}
        maxLength={100}
      />
      {dni && (
        <SearchInput
          label="Cédula"
          placeholder="Buscar por cédula"
          value={dni.value}
          onChange={dni.onChange}
          maxLength={15}
          digits
        />
      )}
    </Group>
  );
}
