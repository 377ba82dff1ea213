import { asc, desc, eq } from 'drizzle-orm';
import {
  Decimal,
  principalCostBs,
  principalOutstanding,
  type BooksLoanState,
  type DecimalInput,
  type ScheduledInstallment,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { installments, loanReschedules, type loans } from '../../db/schema';

/** The loan columns the books read (a row of `loans` as selected, or the same fields). */
export type BooksLoanRow = Pick<
  typeof loans.$inferSelect,
  'id' | 'amountAwarded' | 'amountAwardedInBs' | 'paidBefore' | 'rescheduledOn' | 'status'
>;

/**
 * A loan's current schedule as the books split it (decision 37): its installments with penalties,
 * paidBefore, the principal inside them (amountAwarded, or the latest reschedule's carried
 * principal) and the carried penalties; written off once 'Castigado'. One query for the schedule
 * unless the caller already read it, one more for a rescheduled loan.
 */
export async function loanBooksState(
  db: Db | Tx,
  loan: BooksLoanRow,
  schedule?: readonly ScheduledInstallment[],
): Promise<BooksLoanState> {
  const current =
    schedule ??
    (await db
      .select({
        number: installments.number,
        dueDate: installments.dueDate,
        amount: installments.amount,
        penalty: installments.penalty,
      })
      .from(installments)
      .where(eq(installments.loanId, loan.id))
      .orderBy(asc(installments.number)));
  let principal: DecimalInput = loan.amountAwarded;
  let carriedPenalty: DecimalInput = 0;
  if (loan.rescheduledOn) {
    const [carry] = await db
      .select({ principal: loanReschedules.carriedPrincipal, penalty: loanReschedules.carriedPenalty })
      .from(loanReschedules)
      .where(eq(loanReschedules.loanId, loan.id))
      .orderBy(desc(loanReschedules.id))
      .limit(1);
    // The history migration fills these for reschedules older than the books; none may be missing after it.
    if (carry?.principal == null) throw new Error(`loan ${loan.id}: its reschedule has no carried principal`);
    principal = carry.principal;
    carriedPenalty = carry.penalty ?? 0;
  }
  // A unit change's rounding may leave a schedule 0,0001 short of its converted principal: keep it inside.
  const total = current.reduce((s, i) => s.plus(i.amount), new Decimal(0));
  return {
    installments: current,
    paidBefore: loan.paidBefore,
    principal: Decimal.min(principal, total.minus(carriedPenalty)),
    carriedPenalty,
    writtenOff: loan.status === 'Castigado',
  };
}

/**
 * The principal repaid when the loan's paid total was `paidTotal` (amountAwarded − principal
 * outstanding), and the Bs of the portfolio it left at cost: a repayment's cost basis, and what a
 * write-off takes out. Not for a written-off state (its outstanding reads 0).
 */
export function principalRepaid(loan: BooksLoanRow, state: BooksLoanState, paidTotal: DecimalInput) {
  const unit = new Decimal(loan.amountAwarded).minus(principalOutstanding(state, paidTotal));
  return { unit, costBs: principalCostBs(loan.amountAwarded, loan.amountAwardedInBs, 0, unit) };
}
