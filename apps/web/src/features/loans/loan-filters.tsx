import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { loanStatuses, type Loan } from '@app/domain';
import { useState } from 'react';

const NONE = 'Ninguno';
// In the spec's order.
const statusData: (typeof NONE | Loan['status'])[] = [NONE, 'Pagado', 'Por pagar'];
const DNI_MAX = 15;

interface LoanFiltersProps {
  date: string;
  status: Loan['status'] | undefined;
  dni: string;
  onDateChange: (date: string) => void;
  onStatusChange: (status: Loan['status'] | undefined) => void;
  onDniChange: (dni: string) => void;
}

/** Date, status and cédula (prefix) filters; the cédula reaches the list 300 ms after the last keystroke. */
export function LoanFilters(props: LoanFiltersProps) {
  const { date, status, dni, onDateChange, onStatusChange, onDniChange } = props;
  const [typed, setTyped] = useState(dni);
  const [shownDni, setShownDni] = useState(dni);
  // The URL changed without typing (back button, sidebar link): show its cédula.
  if (dni !== shownDni) {
    setShownDni(dni);
    if (dni !== typed) setTyped(dni);
  }
  const sendDni = useDebouncedCallback(onDniChange, 300);

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
      <Select
        label="Estado"
        data={statusData}
        allowDeselect={false}
        value={status ?? NONE}
        onChange={(value) => onStatusChange(loanStatuses.find((s) => s === value))}
        w={{ base: '100%', xs: 160 }}
      />
      <TextInput
        label="Cédula"
        placeholder="Buscar por cédula"
        inputMode="numeric"
        maxLength={DNI_MAX}
        value={typed}
        onChange={(event) => {
          // A cédula is digits: 'V-12.345.678' is searched as 12345678.
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, DNI_MAX);
          setTyped(digits);
          sendDni(digits);
        }}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
