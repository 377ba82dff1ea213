import { Anchor } from '@mantine/core';
import { journalSourceLabels, type JournalEntry } from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

const a = paths.admin;
/** A list's rows of one day (?fecha=): the entry's source among them. */
const onDay = (list: string, day: string) => `${list}?fecha=${day}`;

/**
 * Where an entry's source is shown: a loan's own page (disbursement, write-off, reclassification),
 * or the list that holds the row on the entry's day (payments, incomes, funds, expenses, recoveries).
 */
export function sourceHref(entry: Pick<JournalEntry, 'source' | 'sourceId' | 'date'>): string | undefined {
  switch (entry.source) {
    case 'loan':
    case 'writeoff':
    case 'reclassification':
      return entry.sourceId === null ? undefined : a.loan.href(entry.sourceId);
    case 'payment':
      return onDay(a.payments, entry.date);
    case 'income':
    case 'recovery':
      return onDay(a.incomes, entry.date);
    case 'fund':
      return onDay(a.funds, entry.date);
    case 'expense':
      return onDay(a.expenses, entry.date);
    case 'provision':
      return undefined;
  }
}

/** The entry's source named ('Pago #12'), linked to where it is shown. */
export function SourceLink({ entry }: { entry: Pick<JournalEntry, 'source' | 'sourceId' | 'date'> }) {
  const label = journalSourceLabels[entry.source];
  const text = entry.sourceId === null ? label : `${label} #${entry.sourceId}`;
  const href = sourceHref(entry);
  if (!href) return text;
  return (
    <Anchor component={Link} to={href} size="sm">
      {text}
    </Anchor>
  );
}
