import type { JournalEntry, JournalLine } from '@app/domain';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { formatBs, formatDay, formatPetro, inUnit } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { BooksFilters } from './books-filters';
import { useBooksParams } from './books-params';
import { useJournal } from './get-journal';
import { SourceLink } from './source-link';

/** One line of an entry; the entry's date, source and description show on its first line only. */
interface JournalRow {
  entry: JournalEntry;
  line: JournalLine;
  first: boolean;
  key: string;
}

export const journalRows = (entries: readonly JournalEntry[]): JournalRow[] =>
  entries.flatMap((entry) =>
    entry.lines.map((line, i) => ({ entry, line, first: i === 0, key: `${entry.id}-${i}` })),
  );

/** Blank on an entry's later lines: the entry reads as one block. */
const onFirst = (render: (entry: JournalEntry) => ReactNode) => (row: JournalRow) =>
  row.first ? render(row.entry) : null;
/** An amount on its side only: a debit line leaves Haber empty. */
const side = (amount: number) => (amount === 0 ? null : formatBs(amount));

/** A heavier rule above an entry's first line: where one entry ends and the next begins. */
const entryStart = { borderTop: '2px solid var(--mantine-color-gray-5)' };

// Built when drawn: the unit's header names the unit in force.
const columns = (): Column<JournalRow>[] => [
  { header: 'Fecha', render: onFirst((e) => formatDay(e.date)) },
  { header: 'Asiento', render: onFirst((e) => `#${e.id}`) },
  { header: 'Origen', render: onFirst((e) => <SourceLink entry={e} />) },
  { header: 'Descripción', render: onFirst((e) => e.description) },
  { header: 'Cuenta', render: (r) => `${r.line.accountCode} ${r.line.accountName}` },
  { header: 'Debe (Bs)', numeric: true, render: (r) => side(r.line.debitBs) },
  { header: 'Haber (Bs)', numeric: true, render: (r) => side(r.line.creditBs) },
  { header: inUnit('Monto'), numeric: true, render: (r) => formatPetro(r.line.unitAmount) },
];

/** Libro diario: entries newest first with their lines, filtered by days, account and source; paged by entry. */
export function JournalView() {
  const books = useBooksParams();
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const query = {
    from: books.from || undefined,
    to: books.to || undefined,
    account: books.account || undefined,
    source: books.source,
  };
  const journal = useJournal({ limit, offset, ...query });
  return (
    <>
      <BooksFilters
        range={books}
        account={{ value: books.account, onChange: books.setAccount, placeholder: 'Todas' }}
        source={{ value: books.source, onChange: books.setSource }}
        actions={<ExportMenu path="/api/journal" params={query} pdf />}
      />
      <DataTable
        label="Libro diario"
        columns={columns()}
        rows={journal.data && journalRows(journal.data.items)}
        rowKey={(r) => r.key}
        rowProps={(r) => (r.first ? { style: entryStart } : {})}
        loading={journal.isPending}
        total={journal.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={900}
      />
    </>
  );
}
