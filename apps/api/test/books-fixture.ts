import { and, eq, sql } from 'drizzle-orm';
import { Decimal, dueDates } from '@app/domain';
import { accounts, installments, journalLines, loans } from '../src/db/schema';
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
