import { eq } from 'drizzle-orm';
import { Decimal, booksPastDueFrom, isBooksPastDue, reclassificationDescriptions } from '@app/domain';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { postEntry } from './post';
import { loanBooksState, principalRepaid } from './loan-books-state';

/**
 * Moves a loan's principal outstanding between the current and past-due portfolio accounts when
 * its standing on `day` says otherwise than `loans.books_past_due`, and flips the flag, in the
 * caller's transaction (locks the loan). To past due when its oldest unpaid installment is more
 * than PAST_DUE_DAYS overdue, dated the day it crossed; back to current, dated `day`, once it
 * caught up, was paid or written off (their principal is 0 then: only the flag changes). The Bs
 * moved are the principal's cost: the Bs disbursed less the cost of the principal repaid, what the
 * portfolio accounts hold for it (`principalCostBs`). Returns the entry's id, or null when nothing
 * moved. Call it before posting a repayment (so the repayment credits the account that holds the
 * principal) and after it (so a loan that caught up moves back).
 */
export async function reclassifyLoan(tx: Tx, loanId: number, day: string): Promise<number | null> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) return null;
  const pastDue = loan.status === 'Por pagar' && isBooksPastDue(loan.nextDueOn, day);
  if (pastDue === loan.booksPastDue) return null;
  await tx.update(loans).set({ booksPastDue: pastDue }).where(eq(loans.id, loanId));
  // The principal as the repayments' entries left it in the portfolio account, in the unit and at cost.
  const repaid = principalRepaid(loan, await loanBooksState(tx, loan), loan.paidTotal);
  const principal = new Decimal(loan.amountAwarded).minus(repaid.unit);
  if (principal.isZero()) return null;
  const costBs = new Decimal(loan.amountAwardedInBs).minus(repaid.costBs);
  const [to, from] = pastDue
    ? (['portfolioPastDue', 'portfolioCurrent'] as const)
    : (['portfolioCurrent', 'portfolioPastDue'] as const);
  return postEntry(tx, {
    date: pastDue ? booksPastDueFrom(loan.nextDueOn!) : day,
    source: 'reclassification',
    sourceId: loanId,
    description: pastDue
      ? reclassificationDescriptions.toPastDue(loanId)
      : reclassificationDescriptions.toCurrent(loanId),
    lines: [
      { kind: to, debitBs: costBs, unitAmount: principal },
      { kind: from, creditBs: costBs, unitAmount: principal },
    ],
  });
}
