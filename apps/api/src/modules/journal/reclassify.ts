import { eq } from 'drizzle-orm';
import {
  Decimal,
  booksPastDueFrom,
  isBooksPastDue,
  reclassificationDescriptions,
  type BooksLoanState,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { postEntry } from './post';
import { loanBooksState, principalRepaid, type BooksLoanRow } from './loan-books-state';

type ReclassifiedLoan = BooksLoanRow & Pick<typeof loans.$inferSelect, 'nextDueOn' | 'paidTotal'>;

/** Whether the books hold the loan past due on `day`: unpaid, its oldest unpaid installment more than PAST_DUE_DAYS overdue. */
export const belongsPastDue = (loan: Pick<typeof loans.$inferSelect, 'status' | 'nextDueOn'>, day: string) =>
  loan.status === 'Por pagar' && isBooksPastDue(loan.nextDueOn, day);

/**
 * The entry of a loan's move between the current and past-due portfolio accounts (`pastDue`: its
 * new side), in the caller's transaction; the caller stores `books_past_due`. To past due dated the
 * day it crossed; back to current dated `day`, once it caught up, was paid or written off (their
 * principal is 0 then: no entry). The Bs moved are the principal's cost: the Bs disbursed less the
 * cost of the principal repaid, what the portfolio accounts hold for it (`principalCostBs`).
 */
export function postReclassification(
  tx: Tx,
  loan: ReclassifiedLoan,
  state: BooksLoanState,
  pastDue: boolean,
  day: string,
): Promise<number | null> {
  // The principal as the repayments' entries left it in the portfolio account, in the unit and at cost.
  const repaid = principalRepaid(loan, state, loan.paidTotal);
  const principal = new Decimal(loan.amountAwarded).minus(repaid.unit);
  if (principal.isZero()) return Promise.resolve(null);
  const costBs = new Decimal(loan.amountAwardedInBs).minus(repaid.costBs);
  const [to, from] = pastDue
    ? (['portfolioPastDue', 'portfolioCurrent'] as const)
    : (['portfolioCurrent', 'portfolioPastDue'] as const);
  return postEntry(tx, {
    date: pastDue ? booksPastDueFrom(loan.nextDueOn!) : day,
    source: 'reclassification',
    sourceId: loan.id,
    description: pastDue
      ? reclassificationDescriptions.toPastDue(loan.id)
      : reclassificationDescriptions.toCurrent(loan.id),
    lines: [
      { kind: to, debitBs: costBs, unitAmount: principal },
      { kind: from, creditBs: costBs, unitAmount: principal },
    ],
  });
}

/**
 * Moves a loan's principal outstanding between the current and past-due portfolio accounts when
 * its standing on `day` says otherwise than `loans.books_past_due`, and flips the flag, in the
 * caller's transaction (locks the loan). Returns the entry's id, or null when nothing moved.
 * A repayment does the same around its own entry, on the loan row it locked (`receiveRepayment`).
 */
export async function reclassifyLoan(tx: Tx, loanId: number, day: string): Promise<number | null> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) return null;
  const pastDue = belongsPastDue(loan, day);
  if (pastDue === loan.booksPastDue) return null;
  await tx.update(loans).set({ booksPastDue: pastDue }).where(eq(loans.id, loanId));
  return postReclassification(tx, loan, await loanBooksState(tx, loan), pastDue, day);
}
