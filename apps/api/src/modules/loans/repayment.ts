import { asc, eq, or, sql } from 'drizzle-orm';
import {
  Decimal,
  businessDate,
  quotaReached,
  storedLoanStanding,
  type DecimalInput,
  type LoanStanding,
  type ScheduledInstallment,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { incomes, installments, loans } from '../../db/schema';
import { belongsPastDue, loanBooksState, postReclassification, postRepayment } from '../journal';

/** A loan's current schedule, in order (a reschedule moved the replaced one out). */
export async function scheduleOf(db: Db | Tx, loanId: number) {
  return db
    .select()
    .from(installments)
    .where(eq(installments.loanId, loanId))
    .orderBy(asc(installments.number));
}

/** The incomes that are money for a loan: repayments, and recoveries once it was written off. */
export const repaymentIncome = or(eq(incomes.isCredit, true), eq(incomes.isRecovery, true));

/** The due date of the first installment not yet covered: null once the loan is paid or written off. */
export const nextDueOn = (standing: LoanStanding): string | null =>
  standing.status === 'Por pagar' ? (standing.installments.find((i) => !i.fullyPaid)?.dueDate ?? null) : null;

/** A loan row locked for update with its current schedule, as the standing and the books read it: one statement. */
async function lockLoanWithSchedule(tx: Tx, loanId: number) {
  const [row] = await tx
    .select({
      loan: loans,
      // Numerics as text, as the driver gives them elsewhere: exact into the decimal library.
      schedule: sql<ScheduledInstallment[]>`(
        select coalesce(json_agg(json_build_object('number', i.number, 'dueDate', i.due_date,
                 'amount', i.amount::text, 'penalty', i.penalty::text) order by i.number), '[]')
          from ${installments} i where i.loan_id = ${loanId})`,
    })
    .from(loans)
    .where(eq(loans.id, loanId))
    .for('update');
  if (!row) throw new Error(`loan ${loanId} not found`);
  return row;
}

/**
 * Money reaches a loan, inside the caller's transaction: the loan row is locked and read once, the
 * paid totals grow (₽, and the Bs as entered), its latest repayment date moves to the money's date
 * if later, and feePaid, status and the next due date are recomputed from the current schedule.
 * The books' portfolio side (`books_past_due`) is settled around the money: the money credits the
 * account the principal belongs in today (the job sweeps hourly), and a loan held past due may be
 * current again after it. Answers the loan's one update (not yet run: the caller sends it with
 * the income, in one statement); each portfolio move posts its entry.
 */
async function applyRepayment(
  tx: Tx,
  loanId: number,
  amount: { petro: DecimalInput; bs: DecimalInput; date: string },
  day: string,
) {
  const { loan, schedule } = await lockLoanWithSchedule(tx, loanId);
  const books = await loanBooksState(tx, loan, schedule);
  // The loan as it was before the money, on the portfolio side it belongs in today: the entry splits on it.
  const before = { ...loan, booksPastDue: belongsPastDue(loan, day) };
  if (before.booksPastDue !== loan.booksPastDue)
    await postReclassification(tx, before, books, before.booksPastDue, day);
  const paidTotal = new Decimal(loan.paidTotal).plus(amount.petro);
  const standing = storedLoanStanding(schedule, { ...loan, paidTotal }, day);
  const after = {
    ...before,
    paidTotal: paidTotal.toFixed(),
    paidBs: new Decimal(loan.paidBs).plus(amount.bs).toFixed(),
    feePaid: standing.feePaid,
    status: standing.status,
    nextDueOn: nextDueOn(standing),
    lastRepaidOn: loan.lastRepaidOn && loan.lastRepaidOn > amount.date ? loan.lastRepaidOn : amount.date,
  };
  after.booksPastDue = belongsPastDue(after, day);
  const update = tx
    .update(loans)
    .set({
      paidTotal: after.paidTotal,
      paidBs: after.paidBs,
      feePaid: after.feePaid,
      status: after.status,
      nextDueOn: after.nextDueOn,
      lastRepaidOn: after.lastRepaidOn,
      booksPastDue: after.booksPastDue,
    })
    .where(eq(loans.id, loanId))
    .returning({ id: loans.id });
  return {
    quotaNumber: quotaReached(standing),
    standing,
    feeNumbers: loan.feeNumbers,
    recovery: loan.status === 'Castigado',
    before,
    after,
    books,
    update,
  };
}

export interface Repayment {
  /** ₽ at the rate of its date, and the Bs as entered. */
  petro: DecimalInput;
  bs: DecimalInput;
  rate: DecimalInput;
  date: string;
  reasonForAdmission: string;
  /** The approved payment it records, when it comes from one. */
  paymentId?: number;
  /** A credit income may also be recorded as a fund contribution. */
  isFund?: boolean;
}

/**
 * Money from a carrier reaches its loan, inside the caller's transaction: applied to the loan and
 * recorded as its credit income (one row per repayment, the books' and the report's source).
 * Both the approval of a payment and a manual credit income come through here. Money for a
 * written-off loan is applied the same way and its income is marked a recovery ('Recuperación'):
 * received and counted, outside the portfolio's repayments. Its journal entry is posted here too.
 */
export async function receiveRepayment(
  tx: Tx,
  loan: { id: number; carrierId: number },
  money: Repayment,
): Promise<{
  incomeId: number;
  quotaNumber: number;
  standing: LoanStanding;
  feeNumbers: number;
  recovery: boolean;
}> {
  const day = businessDate();
  const applied = await applyRepayment(
    tx,
    loan.id,
    { petro: money.petro, bs: money.bs, date: money.date },
    day,
  );
  // The loan's update and its income in one statement (a data-modifying WITH runs whether read or not).
  const moved = tx.$with('moved').as(applied.update);
  const [income] = await tx
    .with(moved)
    .insert(incomes)
    .values({
      date: money.date,
      reasonForAdmission: applied.recovery
        ? `Recuperación: ${money.reasonForAdmission}`
        : money.reasonForAdmission,
      amountPetro: new Decimal(money.petro).toFixed(),
      amountBs: new Decimal(money.bs).toFixed(),
      rate: new Decimal(money.rate).toFixed(),
      isFund: money.isFund ?? false,
      isCredit: !applied.recovery,
      isRecovery: applied.recovery,
      carrierId: loan.carrierId,
      loanId: loan.id,
      quotaNumber: applied.quotaNumber,
      paymentId: money.paymentId,
    })
    .returning({ id: incomes.id });
  const { before, after, books } = applied;
  await postRepayment(tx, before, books, before.paidTotal, {
    petro: money.petro,
    bs: money.bs,
    date: money.date,
    reason: money.reasonForAdmission,
    incomeId: income!.id,
    paymentId: money.paymentId,
  });
  // A loan the books hold past due may be current again after this money (its flag is stored already).
  if (after.booksPastDue !== before.booksPastDue)
    await postReclassification(tx, after, books, after.booksPastDue, day);
  const { quotaNumber, standing, feeNumbers, recovery } = applied;
  return { incomeId: income!.id, quotaNumber, standing, feeNumbers, recovery };
}
