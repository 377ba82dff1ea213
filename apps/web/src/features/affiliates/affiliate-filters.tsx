import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { affiliateStatuses, type Affiliate } from '@app/domain';
import { useState } from 'react';

const ALL = 'Todos';
const statusData = [ALL, ...affiliateStatuses];

interface AffiliateFiltersProps {
  dni: string;
  status: Affiliate['status'] | undefined;
  onDniChange: (dni: string) => void;
  onStatusChange: (status: Affiliate['status'] | undefined) => void;
}

/** Cédula (prefix) and status filters; the cédula reaches the list 300 ms after the last keystroke. */
export function AffiliateFilters({ dni, status, onDniChange, onStatusChange }: AffiliateFiltersProps) {
  const [typed, setTyped] = useState(dni);
  const [shownDni, setShownDni] = useState(dni);
  // The URL changed without typing (back button, sidebar link): show its cédula.
  if (dni !== shownDni) {
    setShownDni(dni);
    if (dni !== typed.trim()) setTyped(dni);
  }
  const sendDni = useDebouncedCallback(onDniChange, 300);

  return (
    <Group align="flex-end" gap="md" mb="md">
      <TextInput
        label="Cédula"
        placeholder="Buscar por cédula"
        inputMode="numeric"
        maxLength={15}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          sendDni(event.currentTarget.value);
        }}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label="Estado"
        data={statusData}
        allowDeselect={false}
        value={status ?? ALL}
        onChange={(value) => onStatusChange(affiliateStatuses.find((s) => s === value))}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
