import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { Loader, Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Carrier } from '@app/domain';
import { useState, type Ref } from 'react';
import { useCarrierSearch } from './search-carriers';

/** How a carrier reads in the picker: names and cédula. */
const optionLabel = (c: Carrier) => `${c.affiliate.firstNames} ${c.affiliate.lastNames} · ${c.affiliate.dni}`;

/** Lower case without accents: 'Ramírez' is found typing 'ramirez'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// Digits are a cédula the API has searched already; a name is looked for among the options listed.
const byCedulaOrName: OptionsFilter = ({ options, search }) => {
  if (/\d/.test(search)) return options;
  const wanted = fold(search.trim());
  return options.filter((option) => 'label' in option && fold(option.label).includes(wanted));
};

interface CarrierPickerProps {
  value: Carrier | null;
  onChange: (carrier: Carrier | null) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A searchable select of carrier accounts: typing a cédula or a name asks the API after a pause. */
export function CarrierPicker({ value, onChange, onBlur, error, inputRef }: CarrierPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once one is picked the input shows its label; that text is not a search.
  // The API matches a cédula prefix or part of the names, so any typed text searches all accounts.
  const term = value && debounced === optionLabel(value) ? '' : debounced.slice(0, 60);
  const results = useCarrierSearch(term);
  const found = results.data ?? [];
  // The picked carrier stays an option, or the input would lose its label when a search misses it.
  const carriers = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      ref={inputRef}
      label="Transportista"
      placeholder="Buscar por cédula o nombre"
      withAsterisk
      searchable
      data={carriers.map((c) => ({ value: String(c.id), label: optionLabel(c) }))}
      filter={byCedulaOrName}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(carriers.find((c) => String(c.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={results.isFetching ? 'Buscando…' : 'No se encontraron transportistas.'}
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
    />
  );
}
