import { Decimal, type DecimalInput } from '../money/decimal';
import { bsText, formatDay, unitText } from '../format';
import { terms } from '../vocabulary';
import { bsToPetro } from '../money/amounts';
import { loanBsAt, type LoanGrant } from '../money/entered';
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
// One zero for every comparison and sum: reading the number 0 into a Decimal on each installment was
// most of owedNow's own time (a desk page calls it 20 times).
const ZERO = new Decimal(0);

export function owedNow(input: OwedNowInput): OwedNow {
  const { installments, today } = input;
  const ordered = [...installments].sort((a, b) => a.number - b.number);
  const left = ordered.map((i) => Decimal.max(new Decimal(i.owed).minus(i.paid), ZERO));
  const pending = [...(input.underReview ?? [])].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  const pendingPetro = pending.reduce((s, p) => s.plus(p.amountInPetro), ZERO);
  const { loan, rate } = input;
  const converts = loan !== undefined && rate != null && new Decimal(rate).gt(0);
  // Each Bs is worked out when first read: a screen reads two or three of the six (the desk's
  // 20 rows spent a fifth of the server's time on the others).
  // The same amount settles with the same Bs (what is overdue before and after review, most often).
  const settled = new Map<string, Decimal>();
  const settle = (petro: Decimal): Decimal => {
    const key = petro.toString();
    let bs = settled.get(key);
    if (!bs) settled.set(key, (bs = settlingBs(loan!, petro, rate!)));
    return bs;
  };
  const inBs = (petro: Decimal): OwedAmount => {
    if (!converts) return { petro, bs: null };
    let bs: Decimal | undefined;
    return {
      petro,
      get bs() {
        return (bs ??= settle(petro));
      },
    };
  };

  const figures = (unpaid: Decimal[]): OwedFigures => {
    let overdue = ZERO;
    let installmentsOverdue = 0;
    let overdueSince: string | null = null;
    let next: NextDue | null = null;
    unpaid.forEach((amount, k) => {
      const i = ordered[k]!;
      if (amount.lte(ZERO)) return;
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
      balance: inBs(unpaid.reduce((s, a) => s.plus(a), ZERO)),
    };
  };

  // The payments under review cover the oldest installment first, as their approval would.
  let covering = pendingPetro;
  const afterReview = left.map((amount) => {
    const covered = Decimal.min(amount, Decimal.max(covering, ZERO));
    covering = covering.minus(covered);
    return amount.minus(covered);
  });

  return {
    ...figures(left),
    underReview: {
      payments: pending,
      bs: pending.reduce((s, p) => s.plus(p.amountInBs), ZERO),
      petro: pendingPetro,
    },
    afterReview: figures(afterReview),
  };
}

/** An amount owed as every text writes it: '70,8684 ₽ · 354.342,00 Bs', the unit alone without a rate. */
export const owedText = (amount: OwedAmount): string =>
  amount.bs ? `${unitText(amount.petro)} · ${bsText(amount.bs)}` : unitText(amount.petro);

/** A reported payment, briefly: '88.603,88 Bs del 25/11/2026'. */
export const reportedPaymentText = (payment: { amountInBs: DecimalInput; date: string }): string =>
  `${bsText(payment.amountInBs)} del ${formatDay(payment.date)}`;

/** A payment under review as the card, the desk, the loan page and the e-mails show it. */
export const underReviewText = (payment: { amountInBs: DecimalInput; date: string }): string =>
  `${terms.underReview}: ${reportedPaymentText(payment)}`;

/** Whether the payments under review, once approved, would cover installment `number` and all before it. */
export const reviewCovers = (owed: OwedNow, number: number): boolean =>
  owed.underReview.payments.length > 0 &&
  owed.afterReview.installmentsOverdue === 0 &&
  (owed.afterReview.next === null || owed.afterReview.next.number > number);

/**
 * What the payments under review would do once approved, in one sentence for the carrier (the
 * card, the payment form): the figures shown beside it are what they would leave. Null without any.
 */
export function reviewNote(owed: OwedNow): string | null {
  if (!owed.underReview.payments.length) return null;
  const after = owed.afterReview;
  if (after.balance.petro.isZero()) return 'Al aprobarse, cubre todo lo que debes.';
  if (after.installmentsOverdue > 0) return `Al aprobarse, aún quedarán ${owedText(after.overdue)} vencidos.`;
  if (owed.installmentsOverdue > 0) return 'Al aprobarse, cubre lo vencido.';
  if (owed.next && after.next?.number !== owed.next.number) return 'Al aprobarse, cubre la próxima cuota.';
  return after.next ? `Al aprobarse, de la próxima cuota quedarán ${owedText(after.next.amount)}.` : null;
}

/** 'N cuotas' / '1 cuota'. */
export const installmentCount = (n: number): string => (n === 1 ? '1 cuota' : `${n} cuotas`);

/**
 * The Bs that settle `petro` of a loan at `rate`: the loan's own Bs figure (as its screens show
 * it), or, when that would leave a fraction owed once converted back at the rate, the fewest
 * cents that do not (Bs ÷ rate rounds half-up to the ₽ precision).
 */
export function settlingBs(loan: LoanGrant, petro: DecimalInput, rate: DecimalInput): Decimal {
  const owed = new Decimal(petro);
  const shown = loanBsAt(loan, owed, rate);
  if (owed.lte(0) || bsToPetro(shown, rate).gte(owed)) return shown;
  let bs = owed.minus('0.00005').mul(rate).toDecimalPlaces(2, Decimal.ROUND_UP);
  while (bsToPetro(bs, rate).lt(owed)) bs = bs.plus('0.01');
  return bs;
}
