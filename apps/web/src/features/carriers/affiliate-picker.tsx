import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { Loader, Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Affiliate } from '@app/domain';
import { useState, type Ref } from 'react';
import { useAffiliateSearch } from './search-affiliates';

/** How an affiliate reads in the picker: names and cédula, both of which the search matches. */
const optionLabel = (a: Affiliate) => `${a.firstNames} ${a.lastNames} · ${a.dni}`;

// The API has filtered the options already; Mantine's own label filter would hide cédula matches.
const serverFiltered: OptionsFilter = ({ options }) => options;

interface AffiliatePickerProps {
  value: Affiliate | null;
  onChange: (affiliate: Affiliate | null) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A searchable select of active affiliates: typing a cédula or a name asks the API after a pause. */
export function AffiliatePicker({ value, onChange, onBlur, error, inputRef }: AffiliatePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once one is picked the input shows its label; that text is not a search.
  const term = value && debounced === optionLabel(value) ? '' : debounced.slice(0, 60);
  const results = useAffiliateSearch(term);
  const found = results.data ?? [];
  // The picked affiliate stays an option, or the input would lose its label when a search misses it.
  const affiliates = value && !found.some((a) => a.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      ref={inputRef}
      label="Afiliado"
      placeholder="Buscar por cédula o nombre"
      searchable
      data={affiliates.map((a) => ({ value: String(a.id), label: optionLabel(a) }))}
      filter={serverFiltered}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(affiliates.find((a) => String(a.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={results.isFetching ? 'Buscando…' : 'No se encontraron afiliados activos.'}
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
    />
  );
}
