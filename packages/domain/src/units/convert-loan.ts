import { Decimal, type DecimalInput } from '../money/decimal';
import { PETRO_DECIMALS } from '../constants';

/** Decimals a converted rate keeps: enough that Bs figures priced between two rates stay exact to the cent. */
export const CONVERTED_RATE_DECIMALS = 30;

const STEP = new Decimal(1).div(10 ** PETRO_DECIMALS);

/** A unit amount in the new unit: × factor, half-up to the stored 4 decimals. */
export const convertAmount = (amount: DecimalInput, factor: DecimalInput): Decimal =>
  new Decimal(amount).mul(factor).toDecimalPlaces(PETRO_DECIMALS, Decimal.ROUND_HALF_UP);

/** A rate (Bs per unit) in the new unit: ÷ factor, to CONVERTED_RATE_DECIMALS. */
export const convertRate = (rate: DecimalInput, factor: DecimalInput): Decimal =>
  new Decimal(rate).div(factor).toDecimalPlaces(CONVERTED_RATE_DECIMALS, Decimal.ROUND_HALF_UP);

/** A positive stored amount stays positive: a factor below 1 may round a tiny one to zero. */
export const convertPositive = (amount: DecimalInput, factor: DecimalInput): Decimal =>
  Decimal.max(convertAmount(amount, factor), STEP);

export interface ConvertibleInstallment {
  id: number;
  amount: DecimalInput;
  penalty: DecimalInput | null;
}

/** One schedule (the current one, or one a reschedule replaced): its installments in order from where it started. */
export interface ConvertibleSchedule {
  paidBefore: DecimalInput;
  installments: ConvertibleInstallment[];
}

export interface ConvertibleLoan {
  id: number;
  amountAwarded: DecimalInput;
  amountPay: DecimalInput;
  totalPayFees: DecimalInput;
  paidTotal: DecimalInput;
  paidBefore: DecimalInput;
  writtenOffBalance: DecimalInput | null;
  current: ConvertibleSchedule;
  replaced: ConvertibleSchedule[];
  reschedules: { id: number; paidBefore: DecimalInput; balance: DecimalInput }[];
  /** Its repayments (credit incomes) in the order they are summed by day: date, then id. */
  repayments: { id: number; amount: DecimalInput }[];
}

export interface ConvertedLoan {
  amountAwarded: Decimal;
  amountPay: Decimal;
  totalPayFees: Decimal;
  paidTotal: Decimal;
  paidBefore: Decimal;
  writtenOffBalance: Decimal | null;
  /** Installment id → amount and penalty, current and replaced alike. */
  installments: Map<number, { amount: Decimal; penalty: Decimal | null }>;
  reschedules: Map<number, { paidBefore: Decimal; balance: Decimal }>;
  repayments: Map<number, Decimal>;
  /** Any figure of the loan's axis (a schedule's paidBefore) in the new unit. */
  at: (point: DecimalInput) => Decimal;
}

/** A factor so small that a loan's figures would fall together (its standing could not be kept). */
export class FactorTooSmall extends Error {
  constructor(readonly loanId: number) {
    super(`factor too small for loan ${loanId}`);
  }
}

/**
 * One loan in the new unit, keeping every comparison its standing rests on. A loan's figures are
 * points on one axis of money: where each installment's penalty and amount end (cumulative, from
 * its schedule's paidBefore), the running sums of its repayments by day, the paid total, the amount
 * to pay. Each point becomes point × factor, half-up to 4 decimals, nudged up by 0,0001 where that
 * would make it equal to a smaller one; amounts are then differences of converted points. So every
 * installment still adds up to the total, the repayments to the paid total, and "paid covers
 * installment k" holds after exactly when it held before, on any day (decision 33).
 */
export function convertLoan(loan: ConvertibleLoan, factor: DecimalInput): ConvertedLoan {
  const points = new Map<string, Decimal>();
  const add = (v: Decimal) => points.set(v.toString(), v);
  const key = (v: DecimalInput) => new Decimal(v).toString();

  const walk = (schedule: ConvertibleSchedule) => {
    let at = new Decimal(schedule.paidBefore);
    const ends: {
      id: number;
      penaltyEnd: Decimal;
      amountEnd: Decimal;
      start: Decimal;
      hasPenalty: boolean;
    }[] = [];
    add(at);
    for (const i of schedule.installments) {
      const start = at;
      const penaltyEnd = at.plus(i.penalty ?? 0);
      const amountEnd = penaltyEnd.plus(i.amount);
      add(penaltyEnd);
      add(amountEnd);
      ends.push({ id: i.id, start, penaltyEnd, amountEnd, hasPenalty: i.penalty != null });
      at = amountEnd;
    }
    return ends;
  };
  const schedules = [loan.current, ...loan.replaced].map(walk);
  for (const r of loan.reschedules) {
    add(new Decimal(r.paidBefore));
    add(new Decimal(r.paidBefore).plus(r.balance));
  }
  const sums: { id: number; before: Decimal; after: Decimal }[] = [];
  let sum = new Decimal(0);
  add(sum);
  for (const r of loan.repayments) {
    const after = sum.plus(r.amount);
    add(after);
    sums.push({ id: r.id, before: sum, after });
    sum = after;
  }
  add(new Decimal(loan.paidTotal));
  add(new Decimal(loan.amountPay));
  add(new Decimal(loan.paidBefore));

  const mapped = new Map<string, Decimal>();
  let previous: Decimal | null = null;
  for (const v of [...points.values()].sort((a, b) => a.cmp(b))) {
    const rounded = convertAmount(v, factor);
    let next = rounded;
    if (previous && next.lte(previous)) next = previous.plus(STEP);
    // More than one nudge means the factor has squeezed distinct figures together: refuse it.
    if (next.minus(rounded).gt(STEP)) throw new FactorTooSmall(loan.id);
    mapped.set(v.toString(), next);
    previous = next;
  }
  const g = (v: DecimalInput) => mapped.get(key(v))!;

  const installments = new Map<number, { amount: Decimal; penalty: Decimal | null }>();
  for (const ends of schedules)
    for (const e of ends)
      installments.set(e.id, {
        amount: g(e.amountEnd).minus(g(e.penaltyEnd)),
        penalty: e.hasPenalty ? g(e.penaltyEnd).minus(g(e.start)) : null,
      });
  const reschedules = new Map(
    loan.reschedules.map((r) => [
      r.id,
      {
        paidBefore: g(r.paidBefore),
        balance: g(new Decimal(r.paidBefore).plus(r.balance)).minus(g(r.paidBefore)),
      },
    ]),
  );
  const repayments = new Map(sums.map((s) => [s.id, g(s.after).minus(g(s.before))]));
  const amountPay = g(loan.amountPay);
  const paidTotal = g(loan.paidTotal);
  const wo = loan.writtenOffBalance;
  // The balance written off is what was owed then: the two converted points it was the distance between.
  const writtenOffBalance =
    wo == null
      ? null
      : new Decimal(wo).eq(new Decimal(loan.amountPay).minus(loan.paidTotal))
        ? amountPay.minus(paidTotal)
        : convertAmount(wo, factor);
  return {
    amountAwarded: convertPositive(loan.amountAwarded, factor),
    amountPay,
    totalPayFees: convertPositive(loan.totalPayFees, factor),
    paidTotal,
    paidBefore: g(loan.paidBefore),
    writtenOffBalance,
    installments,
    reschedules,
    repayments,
    at: g,
  };
}
