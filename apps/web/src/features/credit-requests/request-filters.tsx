import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { requestStatuses, type RequestStatus } from '@app/domain';
import { useState } from 'react';

const NONE = 'Ninguno';
const statusData = [NONE, ...requestStatuses];
/** Spec section 9: the requests filter accepts a cédula of at most 15 characters. */
const DNI_MAX = 15;

interface RequestFiltersProps {
  dni: string;
  status: RequestStatus | undefined;
  onDniChange: (dni: string) => void;
  onStatusChange: (status: RequestStatus | undefined) => void;
}

/** Cédula (prefix) and status filters; the cédula reaches the list 300 ms after the last keystroke. */
export function RequestFilters({ dni, status, onDniChange, onStatusChange }: RequestFiltersProps) {
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
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label="Estado"
        data={statusData}
        allowDeselect={false}
        value={status ?? NONE}
        onChange={(value) => onStatusChange(requestStatuses.find((s) => s === value))}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
