import { z } from 'zod';
import { dateField } from '../schemas/fields';
import { paginationQuery, recordId } from '../schemas/common';
import { ledgerAccountTypes } from '../schemas/accounts';

/** What a journal entry records (issue 32's names, the API's `source`). */
export const journalSources = [
  'loan',
  'payment',
  'income',
  'fund',
  'expense',
  'writeoff',
  'recovery',
  'provision',
  'reclassification',
] as const;
export type JournalSource = (typeof journalSources)[number];

export const journalSourceLabels: Record<JournalSource, string> = {
  loan: 'Desembolso',
  payment: 'Pago',
  income: 'Ingreso',
  fund: 'Fondo',
  expense: 'Egreso',
  writeoff: 'Castigo',
  recovery: 'Recuperación',
  provision: 'Provisión',
  reclassification: 'Reclasificación',
};

/** Days the oldest unpaid installment may be overdue before its loan's principal moves to past due. */
export const PAST_DUE_DAYS = 30;

const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'yyyy-mm' of a 'yyyy-mm-dd' date. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** '2026-11' → 'noviembre de 2026': how the closing's messages name a month. */
export const monthLabel = (month: string): string =>
  `${monthNames[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/** The first day of the month after `month` ('2026-12' → '2027-01-01'). */
export function firstDayAfter(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export const booksMessages = {
  closedMonth: (month: string) =>
    `El mes de ${monthLabel(month)} está cerrado: registre el movimiento o su corrección en un mes abierto.`,
  monthNotEnded: (month: string) => `El mes de ${monthLabel(month)} aún no ha terminado: no se puede cerrar.`,
  monthAlreadyClosed: (month: string) => `El mes de ${monthLabel(month)} ya está cerrado.`,
  /** Months close in order: a later one closed first would let a back-dated movement change its opening. */
  earlierMonthOpen: (earlier: string) => `Cierre primero el mes de ${monthLabel(earlier)}.`,
  monthClosed: (month: string) => `Mes de ${monthLabel(month)} cerrado.`,
  invalidMonth: 'El mes debe tener la forma aaaa-mm.',
  accountNotFound: 'La cuenta no existe.',
  rangeOrder: 'La fecha inicial no puede ser posterior a la final.',
  /** The description of a carrier's payment dated in a closed month, posted on the first open day. */
  lateInClosedMonth: (description: string, day: string) => `${description} (pago del ${day}, mes cerrado)`,
};

export const monthParam = z.object({
  month: z
    .string({ error: booksMessages.invalidMonth })
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: booksMessages.invalidMonth }),
});

const dateRange = {
  from: dateField().optional(),
  to: dateField().optional(),
};
const ordered = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;

/** `GET /api/journal`: newest first, paged like every list (total in X-Total-Count). */
export const journalQuery = paginationQuery
  .extend({
    ...dateRange,
    account: z.string().trim().min(1).max(40).optional(),
    source: z.enum(journalSources, { error: 'Origen inválido.' }).optional(),
    sourceId: recordId('Identificador inválido.').optional(),
  })
  .refine(ordered, { error: booksMessages.rangeOrder, path: ['from'] });
export type JournalQuery = z.infer<typeof journalQuery>;

export const journalLine = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  debitBs: z.number(),
  creditBs: z.number(),
  unitAmount: z.number(),
});
export type JournalLine = z.infer<typeof journalLine>;

export const journalEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  source: z.enum(journalSources),
  sourceId: z.number().int().nullable(),
  description: z.string(),
  lines: z.array(journalLine),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** `GET /api/ledger/{accountCode}`: oldest first (a running balance), paged; opening is the page's. */
export const ledgerQuery = paginationQuery
  .extend(dateRange)
  .refine(ordered, { error: booksMessages.rangeOrder, path: ['from'] });
export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const ledgerLine = z.object({
  date: z.string(),
  entryId: z.number().int(),
  description: z.string(),
  debitBs: z.number(),
  creditBs: z.number(),
  balanceBs: z.number(),
  unitAmount: z.number(),
});
export const ledger = z.object({
  openingBs: z.number(),
  lines: z.array(ledgerLine),
  closingBs: z.number(),
});
export type Ledger = z.infer<typeof ledger>;

export const trialBalanceQuery = z
  .object({ from: dateField(), to: dateField() })
  .refine(ordered, { error: booksMessages.rangeOrder, path: ['from'] });
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuery>;

export const trialBalanceAccount = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(ledgerAccountTypes),
  openingBs: z.number(),
  debitBs: z.number(),
  creditBs: z.number(),
  closingBs: z.number(),
});
export const trialBalance = z.object({
  accounts: z.array(trialBalanceAccount),
  totals: z.object({ debitBs: z.number(), creditBs: z.number() }),
});
export type TrialBalance = z.infer<typeof trialBalance>;

export const period = z.object({
  month: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.number().int().nullable(),
});
export type Period = z.infer<typeof period>;

/** `GET /api/reports/income-statement?month` and `/balance-sheet?month`: one month, each account in Bs with the unit beside. */
export const statementQuery = monthParam;
export const statementRow = z.object({
  code: z.string(),
  name: z.string(),
  /** Its balance on the statement's side (income and liabilities as credits, assets and expenses as debits). */
  amountBs: z.number(),
  unitAmount: z.number(),
});
export type StatementRow = z.infer<typeof statementRow>;

/** Estado de resultados: the month's income and expense accounts and the result. */
export const incomeStatement = z.object({
  month: z.string(),
  income: z.array(statementRow),
  expenses: z.array(statementRow),
  totals: z.object({ incomeBs: z.number(), expensesBs: z.number(), resultBs: z.number() }),
});
export type IncomeStatement = z.infer<typeof incomeStatement>;

/** Balance general at the month's last day: assets = liabilities + equity + the result not yet closed into equity. */
export const balanceSheet = z.object({
  month: z.string(),
  date: z.string(),
  assets: z.array(statementRow),
  liabilities: z.array(statementRow),
  equity: z.array(statementRow),
  totals: z.object({
    assetsBs: z.number(),
    liabilitiesBs: z.number(),
    equityBs: z.number(),
    /** Income − expenses of every month up to the date: what balances the sheet until the year is closed. */
    resultBs: z.number(),
  }),
});
export type BalanceSheet = z.infer<typeof balanceSheet>;
