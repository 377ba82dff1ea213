import { Text } from '@mantine/core';
import type { TrialBalance } from '@app/domain';
import { DataTable, type Column } from '../../components/data-table';
import { ExportMenu } from '../../components/export-menu';
import { formatBs, formatPetro, inUnit } from '../../lib/format';
import { BooksFilters } from './books-filters';
import { monthRange, thisMonth, useBooksParams } from './books-params';
import { useTrialBalance } from './get-reports';

type Account = TrialBalance['accounts'][number];
/** An account with its depth in the chart and whether it sums others; the totals row has neither. */
export interface TrialRow {
  key: string;
  account?: Account;
  depth: number;
  parent: boolean;
  debitBs: number;
  creditBs: number;
  /** The totals' unit amounts are not given: only the accounts' rows carry them. */
  debitUnit?: number;
  creditUnit?: number;
}

/** The accounts in code order, each with its depth ('1.1.01' is two below '1') and the totals row last. */
export function trialRows(balance: TrialBalance): TrialRow[] {
  const codes = balance.accounts.map((a) => a.code);
  const rows = balance.accounts
    .toSorted((x, y) => x.code.localeCompare(y.code))
    .map((account) => ({
      key: account.code,
      account,
      depth: account.code.split('.').length - 1,
      parent: codes.some((c) => c.startsWith(`${account.code}.`)),
      debitBs: account.debitBs,
      creditBs: account.creditBs,
      debitUnit: account.debitUnit,
      creditUnit: account.creditUnit,
    }));
  return [...rows, { key: 'totales', depth: 0, parent: true, ...balance.totals }];
}

/** Parents and the totals in bold; each level indented under its parent. */
const named = (text: string, row: TrialRow) => (
  <Text span size="sm" fw={row.parent ? 700 : undefined} style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
    {text}
  </Text>
);
const amount = (value: number | undefined, row: TrialRow, format = formatBs) =>
  value === undefined ? null : named(format(value), { ...row, depth: 0 });

// Built when drawn: the unit's headers name the unit in force. Each Bs column has its unit beside.
const columns = (): Column<TrialRow>[] => [
  { header: 'Código', render: (r) => (r.account ? named(r.account.code, r) : null) },
  { header: 'Cuenta', render: (r) => named(r.account?.name ?? 'Totales', r) },
  { header: 'Saldo inicial (Bs)', numeric: true, render: (r) => amount(r.account?.openingBs, r) },
  {
    header: inUnit('Saldo inicial'),
    numeric: true,
    render: (r) => amount(r.account?.openingUnit, r, formatPetro),
  },
  { header: 'Debe (Bs)', numeric: true, render: (r) => amount(r.debitBs, r) },
  { header: inUnit('Debe'), numeric: true, render: (r) => amount(r.debitUnit, r, formatPetro) },
  { header: 'Haber (Bs)', numeric: true, render: (r) => amount(r.creditBs, r) },
  { header: inUnit('Haber'), numeric: true, render: (r) => amount(r.creditUnit, r, formatPetro) },
  { header: 'Saldo final (Bs)', numeric: true, render: (r) => amount(r.account?.closingBs, r) },
  {
    header: inUnit('Saldo final'),
    numeric: true,
    render: (r) => amount(r.account?.closingUnit, r, formatPetro),
  },
];

/** Balance de comprobación: every account's opening, debits, credits and closing in the range (this month by default). */
export function TrialBalanceView() {
  const books = useBooksParams();
  const month = monthRange(thisMonth());
  const range = { from: books.from || month.from, to: books.to || month.to };
  const balance = useTrialBalance(range);
  return (
    <>
      <BooksFilters
        range={{ ...books, from: range.from, to: range.to }}
        actions={<ExportMenu path="/api/reports/trial-balance" params={range} pdf />}
      />
      <DataTable
        label="Balance de comprobación"
        columns={columns()}
        rows={balance.data && trialRows(balance.data)}
        rowKey={(r) => r.key}
        loading={balance.isPending}
        minWidth={1100}
      />
      {balance.isError && <Text c="red">{balance.error.message}</Text>}
    </>
  );
}
