import { and, desc, eq } from 'drizzle-orm';
import { owedNow, storedLoanStanding, type DecimalInput, type OwedNow } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { type loans, payments } from '../../db/schema';
import { scheduleOf } from './repayment';

/** The payments of a loan reported and not decided yet, newest first (payments_loan_idx). */
async function paymentsUnderReview(db: Db | Tx, loanId: number) {
  const rows = await db
    .select({ amountInBs: payments.amountBs, amountInPetro: payments.amountPetro, date: payments.date })
    .from(payments)
    .where(and(eq(payments.loanId, loanId), eq(payments.status, 'Por revisar')))
    .orderBy(desc(payments.date), desc(payments.id));
  return rows;
}

/**
 * What a stored loan owes now (the domain's `owedNow`): its current schedule's standing, the
 * payments under review, in the unit and in Bs at `rate` (today's; none without one).
 */
export async function owedNowOf(
  db: Db | Tx,
  loan: typeof loans.$inferSelect,
  today: string,
  rate: DecimalInput | null | undefined,
): Promise<OwedNow> {
  const [schedule, underReview] = await Promise.all([
    scheduleOf(db, loan.id),
    paymentsUnderReview(db, loan.id),
  ]);
  const standing = storedLoanStanding(schedule, loan, today);
  return owedNow({ installments: standing.installments, today, loan, rate, underReview });
}
