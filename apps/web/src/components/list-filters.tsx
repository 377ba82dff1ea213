import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Group, Select } from '@mantine/core';
import { DayInput } from './day-input';
import { SearchInput } from './search-input';

interface ListFiltersProps<S extends string> {
  /** A day 'YYYY-MM-DD', cleared with the ✕. */
  date?: { value: string; onChange: (date: string) => void };
  /** One status or none; `none` is the spec's 'Ninguno' option (no filter). */
  status?: {
    value: S | undefined;
    options: readonly S[];
    onChange: (status: S | undefined) => void;
    none?: string;
  };
  /** Text the reason contains (motivo). */
  reason?: { value: string; onChange: (reason: string) => void };
  /** A cédula prefix; typed 'V-12.345.678' is searched as 12345678. */
  dni?: { value: string; onChange: (dni: string) => void };
  /** An e-mail address, whole (any case). */
  recipient?: { value: string; onChange: (email: string) => void };
}

/** The filters above a list, each optional; typed ones reach the list 300 ms after the last keystroke. */
export function ListFilters<S extends string>({ date, status, reason, dni, recipient }: ListFiltersProps<S>) {
  const none = status?.none ?? 'Ninguno';
  return (
    <Group align="flex-end" gap="md" mb="md">
      {date && <DayInput label="Fecha" value={date.value} onChange={date.onChange} />}
      {status && (
        <Select
          label="Estado"
          data={[none, ...status.options]}
          allowDeselect={false}
          value={status.value ?? none}
          onChange={(value) => status.onChange(status.options.find((s) => s === value))}
          w={{ base: '100%', xs: 160 }}
        />
      )}
      {reason && (
        <SearchInput
          label="Motivo"
          placeholder="Buscar por motivo"
          value={reason.value}
          onChange={reason.onChange}
          maxLength={100}
        />
      )}
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
      {recipient && (
        <SearchInput
          label="Destinatario"
          placeholder="correo@ejemplo.com"
          value={recipient.value}
          onChange={recipient.onChange}
          maxLength={254}
        />
      )}
    </Group>
  );
}
