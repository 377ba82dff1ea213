import { eq } from 'drizzle-orm';
import { businessDate, loanBalance, messages } from '@app/domain';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { scheduleOf } from './repayment';

/** The loan locked for a change of its life: 404 when missing, 409 unless it is still 'Por pagar'. */
export async function lockOpenLoan(tx: Tx, loanId: number) {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) throw new HttpError(404, messages.loanNotFound);
  if (loan.status !== 'Por pagar') throw new HttpError(409, messages.loanNotOpen);
  return loan;
}

/** The open loan locked, with its current schedule and what it still owes today: a reschedule's or a write-off's start. */
export async function lockOpenLoanBalance(tx: Tx, loanId: number) {
  const loan = await lockOpenLoan(tx, loanId);
  const today = businessDate();
  const schedule = await scheduleOf(tx, loanId);
  return { loan, today, schedule, balance: loanBalance(schedule, loan, today) };
}
