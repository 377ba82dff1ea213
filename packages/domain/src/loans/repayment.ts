import { Decimal, type DecimalInput } from '../money/decimal';
import type { LoanStatus } from '../schemas/enums';
import { amountLess } from '../money/amount-less';

/** One installment as stored: its ₽ amount and the defaulter penalty added when it fell overdue. */
export interface ScheduledInstallment {
  number: number;
  /** 'YYYY-MM-DD' in the business time zone. */
  dueDate: string;
  amount: DecimalInput;
  penalty?: DecimalInput | null;
}

export interface InstallmentStanding {
  number: number;
  dueDate: string;
  /** Penalty + amount. */
  owed: Decimal;
  /** What the paid total covers of it (penalty first, then the amount). */
  paid: Decimal;
  paidPenalty: Decimal;
  paidAmount: Decimal;
  fullyPaid: boolean;
  overdue: boolean;
}

export interface LoanStanding {
  installments: InstallmentStanding[];
  /** What the loan asks in all: what replaced schedules absorbed plus this schedule's amounts and penalties. */
  amountPay: Decimal;
  /** Installments of this schedule fully covered, in order. */
  feePaid: number;
  status: LoanStatus;
  /** What was paid beyond amountPay: kept and shown, never lost. */
  credit: Decimal;
  isMora: boolean;
}

/**
 * Where the money paid so far stands on the schedule, as of `today`: repayments cover the oldest
 * unpaid installment first, its penalty before its amount. Nothing is stored that could go stale:
 * feePaid, status, credit and mora all follow from the schedule and the paid total.
 */
export function loanStanding(
  schedule: ScheduledInstallment[],
  paidTotal: DecimalInput,
  today: string,
  paidBefore: DecimalInput = 0,
): LoanStanding {
  // A rescheduled loan: what the replaced schedules absorbed is behind it; the rest covers this one.
  let left = new Decimal(paidTotal).minus(paidBefore);
  let amountPay = new Decimal(paidBefore);
  let feePaid = 0;
  let counting = true;
  let isMora = false;
  const installments = [...schedule]
    .sort((a, b) => a.number - b.number)
    .map((i): InstallmentStanding => {
      const penalty = new Decimal(i.penalty ?? 0);
      const owed = penalty.plus(i.amount);
      amountPay = amountPay.plus(owed);
      const paid = Decimal.min(owed, Decimal.max(left, 0));
      left = left.minus(paid);
      const paidPenalty = Decimal.min(paid, penalty);
      const fullyPaid = paid.eq(owed);
      if (fullyPaid && counting) feePaid++;
      else counting = false;
      const overdue = !fullyPaid && i.dueDate < today;
      if (overdue) isMora = true;
      return {
        number: i.number,
        dueDate: i.dueDate,
        owed,
        paid,
        paidPenalty,
        paidAmount: paid.minus(paidPenalty),
        fullyPaid,
        overdue,
      };
    });
  const paid = new Decimal(paidTotal);
  const status = paid.gte(amountPay) ? 'Pagado' : 'Por pagar';
  return {
    installments,
    amountPay,
    feePaid,
    status,
    credit: Decimal.max(paid.minus(amountPay), 0),
    isMora: status === 'Por pagar' && isMora,
  };
}

/** A loan as stored: its paid total, what replaced schedules absorbed of it, and its status. */
export interface StoredLoan {
  paidTotal: DecimalInput;
  paidBefore: DecimalInput;
  status: string;
}

/**
 * A stored loan's standing on its current schedule as of `today`. A written-off loan stays
 * 'Castigado' whatever it receives afterwards, and is never in mora (it has left the portfolio).
 */
export function storedLoanStanding(
  schedule: ScheduledInstallment[],
  loan: StoredLoan,
  today: string,
): LoanStanding {
  const standing = loanStanding(schedule, loan.paidTotal, today, loan.paidBefore);
  return loan.status === 'Castigado' ? { ...standing, status: 'Castigado', isMora: false } : standing;
}

/** The installment a repayment completed or reached (the income's quotaNumber). */
export function quotaReached(standing: LoanStanding): number {
  const firstOpen = standing.installments.find((i) => !i.fullyPaid);
  const lastPaid = [...standing.installments].reverse().find((i) => i.paid.gt(0));
  return firstOpen && firstOpen.paid.gt(0) ? firstOpen.number : (lastPaid?.number ?? 1);
}

/**
 * The defaulter penalty for an installment that fell overdue unpaid: its unpaid part × rate ÷ 100,
 * rounded to the ₽ precision (applied once per installment by the scheduled job).
 */
export function defaulterPenalty(installment: InstallmentStanding, ratePercent: DecimalInput): Decimal {
  return installment.owed.minus(installment.paid).mul(ratePercent).div(100).toDecimalPlaces(4);
}

/** Colours of a loan's status badge, the same on every screen. */
export const loanStatusColors: Record<LoanStatus, string> = {
  'Por pagar': 'yellow',
  Pagado: 'teal',
  Castigado: 'gray',
};

/**
 * Whether money still goes to a loan: one to pay, or one written off with a balance left (its
 * payments are recoveries). The server's `owesMoney` is the same rule in SQL.
 */
export const loanOwes = (loan: {
  status: string;
  amountPay: DecimalInput;
  paidTotal: DecimalInput;
}): boolean =>
  loan.status === 'Por pagar' || (loan.status === 'Castigado' && amountLess(loan.paidTotal, loan.amountPay));
