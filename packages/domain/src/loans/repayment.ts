import { Decimal, type DecimalInput } from '../money/decimal';

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
  /** Sum of amounts and penalties: what the loan asks in all. */
  amountPay: Decimal;
  /** Installments fully covered, in order. */
  feePaid: number;
  status: 'Pagado' | 'Por pagar';
  /** What was paid beyond amountPay: kept and shown, never lost. */
  credit: Decimal;
  isMora: boolean;
}

const ZERO = new Decimal(0);

/**
 * Where the money paid so far stands on the schedule, as of `today`: repayments cover the oldest
 * unpaid installment first, its penalty before its amount. Nothing is stored that could go stale:
 * feePaid, status, credit and mora all follow from the schedule and the paid total.
 */
export function loanStanding(
  schedule: ScheduledInstallment[],
  paidTotal: DecimalInput,
  today: string,
): LoanStanding {
  let left = new Decimal(paidTotal);
  let feePaid = 0;
  let counting = true;
  let amountPay = ZERO;
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
