import {
  formatDay,
  journalSourceLabels,
  monthLabel,
  type BalanceSheet,
  type IncomeStatement,
  type JournalEntry,
  type JournalQuery,
  type Ledger,
  type StatementRow,
  type TrialBalance,
} from '@app/domain';
import { col, unitCol } from '../../lib/exports/columns';
import type { TableExport } from '../../lib/exports/table-export';
import type { Db } from '../../db/client';
import { listJournal } from './journal';
import { readLedger } from './ledger';

/** Rows a book file reads per page of its screen's query. */
const BATCH = 1000;

/** 'del 01/11/2026 al 30/11/2026', or what part of it was given. */
const periodText = (q: { from?: string; to?: string }) =>
  [q.from && `del ${formatDay(q.from)}`, q.to && `al ${formatDay(q.to)}`].filter(Boolean).join(' ') ||
  'todas las fechas';

type JournalRow = { entry: JournalEntry; line: JournalEntry['lines'][number] };

/** Libro diario: one row per line, the entry's date, number, source and description on each. */
export function journalFile(db: Db, q: Omit<JournalQuery, 'limit' | 'offset'>): TableExport<JournalRow> {
  return {
    file: 'libro-diario',
    sheet: 'Libro diario',
    subtitle: `${periodText(q)}${q.account ? ` · cuenta ${q.account}` : ''}`,
    entity: 'books',
    columns: [
      col<JournalRow>('Fecha', 'day', (r) => r.entry.date),
      col<JournalRow>('Asiento', 'int', (r) => r.entry.id),
      col<JournalRow>('Origen', 'text', (r) => journalSourceLabels[r.entry.source]),
      col<JournalRow>('Descripción', 'text', (r) => r.entry.description),
      col<JournalRow>('Cuenta', 'text', (r) => `${r.line.accountCode} ${r.line.accountName}`),
      col<JournalRow>('Debe (Bs)', 'bs', (r) => r.line.debitBs),
      col<JournalRow>('Haber (Bs)', 'bs', (r) => r.line.creditBs),
      unitCol<JournalRow>('Monto', (r) => r.line.unitAmount),
    ],
    // Oldest first, as a journal is read on paper: the screen's pages walked from the last.
    batches: async function* () {
      const { total } = await listJournal(db, { ...q, limit: 1, offset: 0 });
      for (let end = total; end > 0; end -= BATCH) {
        const offset = Math.max(0, end - BATCH);
        const page = await listJournal(db, { ...q, limit: end - offset, offset });
        yield page.rows.reverse().flatMap((entry) => entry.lines.map((line) => ({ entry, line })));
      }
    },
  };
}

type LedgerRow = Ledger['lines'][number];

/** Libro mayor of one account: its opening balance, then every line with the running balance. */
export function ledgerFile(db: Db, code: string, q: { from?: string; to?: string }): TableExport<LedgerRow> {
  return {
    file: `libro-mayor-${code}`,
    sheet: 'Libro mayor',
    subtitle: `Cuenta ${code} · ${periodText(q)}`,
    entity: 'books',
    columns: [
      col<LedgerRow>('Fecha', 'day', (r) => r.date),
      col<LedgerRow>('Asiento', 'int', (r) => r.entryId || ''),
      col<LedgerRow>('Descripción', 'text', (r) => r.description),
      col<LedgerRow>('Debe (Bs)', 'bs', (r) => r.debitBs),
      col<LedgerRow>('Haber (Bs)', 'bs', (r) => r.creditBs),
      col<LedgerRow>('Saldo (Bs)', 'bs', (r) => r.balanceBs),
      unitCol<LedgerRow>('Monto', (r) => r.unitAmount),
    ],
    batches: async function* () {
      for (let offset = 0; ; offset += BATCH) {
        const page = await readLedger(db, code, { ...q, limit: BATCH, offset });
        const opening = offset === 0 && {
          date: q.from ?? page.lines[0]?.date ?? '',
          entryId: 0,
          description: 'Saldo inicial',
          debitBs: 0,
          creditBs: 0,
          balanceBs: page.openingBs,
          unitAmount: 0,
        };
        yield opening ? [opening, ...page.lines] : page.lines;
        if (page.lines.length < BATCH) return;
      }
    },
  };
}

type TrialRow = TrialBalance['accounts'][number];

/** Balance de comprobación: every account, then the totals. */
export function trialBalanceFile(tb: TrialBalance, q: { from: string; to: string }): TableExport<TrialRow> {
  const totals: TrialRow = {
    code: '',
    name: 'Totales',
    type: 'Activo',
    openingBs: 0,
    debitBs: tb.totals.debitBs,
    creditBs: tb.totals.creditBs,
    closingBs: 0,
    openingUnit: 0,
    debitUnit: 0,
    creditUnit: 0,
    closingUnit: 0,
  };
  const isTotal = (r: TrialRow) => r === totals;
  return {
    file: 'balance-de-comprobacion',
    sheet: 'Balance de comprobación',
    subtitle: periodText(q),
    entity: 'books',
    columns: [
      col<TrialRow>('Código', 'text', (r) => r.code),
      col<TrialRow>('Cuenta', 'text', (r) => r.name),
      col<TrialRow>('Tipo', 'text', (r) => (isTotal(r) ? '' : r.type)),
      col<TrialRow>('Saldo inicial (Bs)', 'bs', (r) => (isTotal(r) ? '' : r.openingBs)),
      col<TrialRow>('Debe (Bs)', 'bs', (r) => r.debitBs),
      col<TrialRow>('Haber (Bs)', 'bs', (r) => r.creditBs),
      col<TrialRow>('Saldo final (Bs)', 'bs', (r) => (isTotal(r) ? '' : r.closingBs)),
      unitCol<TrialRow>('Saldo final', (r) => (isTotal(r) ? '' : r.closingUnit)),
    ],
    batches: async function* () {
      yield [...tb.accounts, totals];
    },
  };
}

type StatementLine = StatementRow & { section?: string };

/** The statements' rows under their sections' headings, each section closed by its total. */
function statementFile(
  sheet: string,
  file: string,
  subtitle: string,
  sections: [string, StatementRow[], number][],
  closing: [string, number][],
): TableExport<StatementLine> {
  const heading = (name: string): StatementLine => ({ code: '', name, amountBs: NaN, unitAmount: NaN });
  const total = (name: string, amountBs: number): StatementLine => ({
    code: '',
    name,
    amountBs,
    unitAmount: NaN,
  });
  const amount = (v: number) => (Number.isNaN(v) ? '' : v);
  return {
    file,
    sheet,
    subtitle,
    entity: 'books',
    columns: [
      col<StatementLine>('Código', 'text', (r) => r.code),
      col<StatementLine>('Cuenta', 'text', (r) => r.name),
      col<StatementLine>('Monto (Bs)', 'bs', (r) => amount(r.amountBs)),
      unitCol<StatementLine>('Monto', (r) => amount(r.unitAmount)),
    ],
    batches: async function* () {
      yield [
        ...sections.flatMap(([name, rows, sum]) => [
          heading(name),
          ...rows,
          total(`Total ${name.toLowerCase()}`, sum),
        ]),
        ...closing.map(([name, value]) => total(name, value)),
      ];
    },
  };
}

export const incomeStatementFile = (s: IncomeStatement) =>
  statementFile(
    'Estado de resultados',
    `estado-de-resultados-${s.month}`,
    monthLabel(s.month),
    [
      ['Ingresos', s.income, s.totals.incomeBs],
      ['Gastos', s.expenses, s.totals.expensesBs],
    ],
    [['Resultado del mes', s.totals.resultBs]],
  );

export const balanceSheetFile = (s: BalanceSheet) =>
  statementFile(
    'Balance general',
    `balance-general-${s.month}`,
    `al ${formatDay(s.date)}`,
    [
      ['Activo', s.assets, s.totals.assetsBs],
      ['Pasivo', s.liabilities, s.totals.liabilitiesBs],
      ['Patrimonio', s.equity, s.totals.equityBs],
    ],
    [['Resultado acumulado', s.totals.resultBs]],
  );
