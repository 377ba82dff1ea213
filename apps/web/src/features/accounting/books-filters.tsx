import '@mantine/core/styles/Input.css';
import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { journalSourceLabels, journalSources } from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select';
import { DayInput } from '../../components/day-input';
import { useAccounts } from '../chart';

interface BooksFiltersProps {
  range?: { from: string; to: string; setFrom: (day: string) => void; setTo: (day: string) => void };
  account?: { value: string; onChange: (code: string | undefined) => void; placeholder: string };
  source?: { value: string | undefined; onChange: (source: string | undefined) => void };
  month?: { value: string; onChange: (month: string) => void };
  /** The view's own buttons (Exportar), after the filters. */
  actions?: ReactNode;
}

const sourceChoices = journalSources.map((s) => ({ value: s, label: journalSourceLabels[s] }));

/** The books' filters, each optional: a range of days, an account by code, a source, a month. */
export function BooksFilters({ range, account, source, month, actions }: BooksFiltersProps) {
  const chart = useAccounts();
  const accountChoices = (chart.data ?? [])
    .toSorted((x, y) => x.code.localeCompare(y.code))
    .map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }));
  return (
    <Group align="flex-end" gap="md" mb="md">
      {range && (
        <>
          <DayInput label="Desde" value={range.from} onChange={range.setFrom} />
          <DayInput label="Hasta" value={range.to} onChange={range.setTo} />
        </>
      )}
      {account && (
        <ChoiceSelect
          label="Cuenta"
          data={accountChoices}
          placeholder={account.placeholder}
          value={account.value || undefined}
          onChange={account.onChange}
          w={{ base: '100%', xs: 280 }}
        />
      )}
      {source && (
        <ChoiceSelect
          label="Origen"
          data={sourceChoices}
          placeholder="Todos"
          value={source.value}
          onChange={source.onChange}
          w={{ base: '100%', xs: 180 }}
        />
      )}
      {month && (
        <TextInput
          type="month"
          label="Mes"
          value={month.value}
          onChange={(event) => month.onChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 180 }}
        />
      )}
      {actions}
    </Group>
  );
}
