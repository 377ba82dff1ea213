import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { Loader, Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type Ref } from 'react';

// The API has filtered the options (cédula prefix, or names without regard to accents);
// Mantine's own label filter would hide what it found.
const serverFiltered: OptionsFilter = ({ options }) => options;

export interface SearchPickerProps<T extends { id: number }> {
  value: T | null;
  onChange: (record: T | null) => void;
  onBlur: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

interface PickerSetup<T extends { id: number }> {
  label: string;
  /** How a record reads among the options and, once picked, in the input. */
  optionLabel: (record: T) => string;
  /** The API search for a typed term ('' asks for nothing). */
  useSearch: (term: string) => UseQueryResult<T[]>;
  nothingFound: string;
  withAsterisk?: boolean;
}

/** A searchable select of records: typing a cédula or a name asks the API after a pause. */
export function SearchPicker<T extends { id: number }>({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  optionLabel,
  useSearch,
  nothingFound,
  withAsterisk,
}: SearchPickerProps<T> & PickerSetup<T>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once one is picked the input shows its label; that text is not a search.
  const term = value && debounced === optionLabel(value) ? '' : debounced.slice(0, 60);
  const results = useSearch(term);
  const found = results.data ?? [];
  // The picked record stays an option, or the input would lose its label when a search misses it.
  const records = value && !found.some((r) => r.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      ref={inputRef}
      label={label}
      placeholder="Buscar por cédula o nombre"
      withAsterisk={withAsterisk}
      searchable
      data={records.map((r) => ({ value: String(r.id), label: optionLabel(r) }))}
      filter={serverFiltered}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(records.find((r) => String(r.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={results.isFetching ? 'Buscando…' : nothingFound}
      rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
    />
  );
}
