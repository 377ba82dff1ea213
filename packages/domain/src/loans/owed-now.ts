import { Decimal, type DecimalInput } from '../money/decimal';
import type { LoanGrant } from '../money/entered';
import { settlingBs } from './restructuring';
import { daysBetween } from './standing-on';

/** An installment as a standing sees it (the API's schedule view has these): what it asks and what covers it. */
export interface OwedInstallment {
  number: number;
  /** 'YYYY-MM-DD' in the business time zone. */
  dueDate: string;
  /** Amount + the penalty charged, in the reference unit. */
  owed: DecimalInput;
  /** What the repayments cover of it. */
  paid: DecimalInput;
}

/** A payment the carrier reported that nobody has decided yet: its Bs as typed, its unit amount, its day. */
export interface PaymentUnderReview {
  amountInBs: DecimalInput;
  amountInPetro: DecimalInput;
  date: string;
}

/** An amount owed: in the reference unit, and in the Bs that settle it at today's rate (null without a rate). */
export interface OwedAmount {
  petro: Decimal;
  bs: Decimal | null;
}

/** The first installment not covered that is not yet late (due today or later). */
export interface NextDue {
  number: number;
  dueDate: string;
  /** What is left of it. */
  amount: OwedAmount;
  /** Days until its due date (0 on the day). */
  daysToDue: number;
}

export interface OwedFigures {
  /** Installments due before today and not covered, penalties included: the desk's and the report's figure. */
  overdue: OwedAmount;
  installmentsOverdue: number;
  /** The oldest uncovered installment's due date, when one is late. */
  overdueSince: string | null;
  /** Days from `overdueSince` to today; 0 when nothing is late. */
  daysPastDue: number;
  next: NextDue | null;
  /** Everything still owed (what would settle the loan today). */
  balance: OwedAmount;
}

export interface OwedNow extends OwedFigures {
  /** Payments reported and not decided yet, newest first, with their sum. */
  underReview: { payments: PaymentUnderReview[]; bs: Decimal; petro: Decimal };
  /** What would be left if every payment under review were approved: what the carrier is still asked. */
  afterReview: OwedFigures;
}

export interface OwedNowInput {
  installments: OwedInstallment[];
  today: string;
  /** The loan's grant, so Bs keep the loan's own proportion (decision 14); with `rate`, Bs are given. */
  loan?: LoanGrant;
  /** Bs per unit today; null or absent: no Bs figures. */
  rate?: DecimalInput | null;
  underReview?: PaymentUnderReview[];
}

/**
 * What is owed now (domain rules), the one rule every screen, e-mail and message that tells a
 * carrier what to pay reads: the overdue installments with their penalties, the next installment,
 * the balance, each in the unit and in Bs at today's rate; and the same once the payments still
 * under review are counted, the way an approval would apply them (oldest installment first).
 */
export function owedNow(input: OwedNowInput): OwedNow {
  const { installments, today } = input;
  const ordered = [...installments].sort((a, b) => a.number - b.number);
  const left = ordered.map((i) => Decimal.max(new Decimal(i.owed).minus(i.paid), 0));
  const pending = [...(input.underReview ?? [])].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  const pendingPetro = pending.reduce((s, p) => s.plus(p.amountInPetro), new Decimal(0));
  const inBs = (petro: Decimal): OwedAmount => ({
    petro,
    bs:
      input.loan && input.rate != null && new Decimal(input.rate).gt(0)
        ? settlingBs(input.loan, petro, input.rate)
        : null,
  });

  const figures = (unpaid: Decimal[]): OwedFigures => {
    let overdue = new Decimal(0);
    let installmentsOverdue = 0;
    let overdueSince: string | null = null;
    let next: NextDue | null = null;
    unpaid.forEach((amount, k) => {
      const i = ordered[k]!;
      if (amount.lte(0)) return;
      if (i.dueDate < today) {
        overdue = overdue.plus(amount);
        installmentsOverdue++;
        overdueSince ??= i.dueDate;
      } else
        next ??= {
          number: i.number,
          dueDate: i.dueDate,
          amount: inBs(amount),
          daysToDue: daysBetween(today, i.dueDate),
        };
    });
    return {
      overdue: inBs(overdue),
      installmentsOverdue,
      overdueSince,
      daysPastDue: overdueSince ? daysBetween(overdueSince, today) : 0,
      next,
      balance: inBs(unpaid.reduce((s, a) => s.plus(a), new Decimal(0))),
    };
  };

  // The payments under review cover the oldest installment first, as their approval would.
  let covering = pendingPetro;
  const afterReview = left.map((amount) => {
    const covered = Decimal.min(amount, Decimal.max(covering, 0));
    covering = covering.minus(covered);
    return amount.minus(covered);
  });

  return {
    ...figures(left),
    underReview: {
      payments: pending,
      bs: pending.reduce((s, p) => s.plus(p.amountInBs), new Decimal(0)),
      petro: pendingPetro,
    },
    afterReview: figures(afterReview),
  };
}
