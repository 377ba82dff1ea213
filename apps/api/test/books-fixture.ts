import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Decimal, dueDates } from '@app/domain';
import { accounts, installments, journalEntries, journalLines, loans } from '../src/db/schema';
import { carrierWithLoan } from './loan-fixture';
import type { Harness } from './helper';

/** A loan approved through the routes (its entries posted), then moved to have been approved on `approved`. */
export async function loanApprovedOn(
  h: Harness,
  admin: Record<string, string>,
  approved: string,
  terms: { amountBs: number; feeNumbers: number; creditDays: number },
) {
  const c = await carrierWithLoan(h, admin, terms);
  const dues = dueDates(approved, terms.creditDays, terms.feeNumbers);
  await h.db.update(loans).set({ date: approved, nextDueOn: dues[0]! }).where(eq(loans.id, c.loanId));
  for (const [k, due] of dues.entries())
    await h.db
      .update(installments)
      .set({ dueDate: due })
      .where(and(eq(installments.loanId, c.loanId), eq(installments.number, k + 1)));
  return c;
}

/** An account's balance on the debit side (Σ debits − Σ credits), in Bs and in the unit (a credit line's unit counts against). */
export async function accountBalance(h: Harness, code: string) {
  const [row] = await h.db
    .select({
      bs: sql<string>`coalesce(sum(${journalLines.debitBs} - ${journalLines.creditBs}), 0)`,
      unit: sql<string>`coalesce(sum(case when ${journalLines.creditBs} > 0 then -${journalLines.unitAmount} else ${journalLines.unitAmount} end), 0)`,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(eq(accounts.code, code));
  return { bs: new Decimal(row!.bs).toFixed(2), unit: new Decimal(row!.unit).toFixed() };
}

/** One posted line as the books show it: account code, Bs and unit as stored. */
export interface EntryLine {
  code: string;
  debitBs: string;
  creditBs: string;
  unitAmount: string;
}

/** Posted lines matching `where` (on journal_entries / journal_lines), in posting order, with their entry's id, date and source. */
export const postedLines = (h: Harness, where: SQL | undefined) =>
  h.db
    .select({
      entryId: journalEntries.id,
      date: journalEntries.date,
      source: journalEntries.source,
      code: accounts.code,
      debitBs: journalLines.debitBs,
      creditBs: journalLines.creditBs,
      unitAmount: journalLines.unitAmount,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(where)
    .orderBy(asc(journalEntries.id), asc(journalLines.id));

/** The entries of one event (source and its row), oldest first, each with its date and lines in the order posted. */
export async function entriesOf(
  h: Harness,
  source: string,
  sourceId: number,
): Promise<{ date: string; lines: EntryLine[] }[]> {
  const rows = await postedLines(
    h,
    and(eq(journalEntries.source, source), eq(journalEntries.sourceId, sourceId)),
  );
  const entries = new Map<number, { date: string; lines: EntryLine[] }>();
  for (const { entryId, date, source: _source, ...line } of rows) {
    if (!entries.has(entryId)) entries.set(entryId, { date, lines: [] });
    entries.get(entryId)!.lines.push(line);
  }
  return [...entries.values()];
}
