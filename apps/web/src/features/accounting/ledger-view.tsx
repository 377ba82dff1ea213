import { Text } from '@mantine/core';
import type { Ledger } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { bsText, formatBs, formatDay, formatPetro, inUnit } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { BooksFilters } from './books-filters';
import { useBooksParams } from './books-params';
import { useLedger } from './get-ledger';

/** A ledger line with its place in the range: an entry may post twice to one account. */
type LedgerLine = Ledger['lines'][number] & { n: number };
const side = (amount: number) => (amount === 0 ? null : formatBs(amount));

const columns = (): Column<LedgerLine>[] => [
  { header: 'Fecha', render: (l) => formatDay(l.date) },
  { header: 'Asiento', render: (l) => `#${l.entryId}` },
  { header: 'Descripción', render: (l) => l.description },
  { header: 'Debe (Bs)', numeric: true, render: (l) => side(l.debitBs) },
  { header: 'Haber (Bs)', numeric: true, render: (l) => side(l.creditBs) },
  { header: 'Saldo (Bs)', numeric: true, render: (l) => formatBs(l.balanceBs) },
  { header: inUnit('Monto'), numeric: true, render: (l) => formatPetro(l.unitAmount) },
];

/** Libro mayor: one account's lines oldest first, the page's opening balance, the running balance and the closing. */
export function LedgerView() {
  const books = useBooksParams();
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const code = books.account || undefined;
  const range = { from: books.from || undefined, to: books.to || undefined };
  const ledger = useLedger(code, { limit, offset, ...range });
  return (
    <>
      <BooksFilters
        account={{ value: books.account, onChange: books.setAccount, placeholder: 'Seleccione' }}
        range={books}
        actions={code && <ExportMenu path={`/api/ledger/${encodeURIComponent(code)}`} params={range} pdf />}
      />
      {code === undefined ? (
        <Text c="dimmed">Seleccione una cuenta para ver su libro mayor.</Text>
      ) : (
        <>
          <Text fw={600} mb="xs">
            Saldo inicial: {ledger.data ? bsText(ledger.data.openingBs) : '…'}
          </Text>
          <DataTable
            label="Libro mayor"
            columns={columns()}
            rows={ledger.data?.lines.map((l, i) => ({ ...l, n: offset + i }))}
            rowKey={(l) => l.n}
            loading={ledger.isPending}
            total={ledger.data?.total}
            page={page}
            pageSize={limit}
            onPageChange={setPage}
            minWidth={800}
          />
          <Text fw={600} mt="xs">
            Saldo final: {ledger.data ? bsText(ledger.data.closingBs) : '…'}
          </Text>
        </>
      )}
    </>
  );
}
