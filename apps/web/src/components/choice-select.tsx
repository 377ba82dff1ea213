import '@mantine/core/styles/Input.css';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Ref } from 'react';

type Choice = string | { value: string; label: string };

type ChoiceSelectProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> & {
  data: readonly Choice[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The empty first option; choosing it leaves the field empty (the schema says 'Requerido.'). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A choice among fixed values, as the browser's own select: light (no dropdown library, ~30 KB
 * less per page than a combobox) and the phone's native picker on the carriers' phones.
 */
export function ChoiceSelect({
  data,
  value,
  onChange,
  placeholder = 'Seleccione',
  ...props
}: ChoiceSelectProps) {
  return (
    <NativeSelect
      {...props}
      data={[
        { value: '', label: placeholder },
        ...data.map((d) => (typeof d === 'string' ? { value: d, label: d } : d)),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
}
