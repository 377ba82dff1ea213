import { Decimal, type DecimalInput } from '../money/decimal';
import { installmentParts, INSTALLMENT_PART_ORDER, type BooksLoanState } from './installment-parts';

/** Where money paid to a loan goes in the books, in the reference unit. */
export interface RepaymentParts {
  penalty: Decimal;
  interest: Decimal;
  principal: Decimal;
  /** Beyond all the loan asks: a credit owed to the carrier (advances from carriers). */
  overpayment: Decimal;
  /** Money for a written-off loan, up to its balance: income from recoveries. */
  recovery: Decimal;
}

const zero = () => new Decimal(0);
const noParts = (): RepaymentParts => ({
  penalty: zero(),
  interest: zero(),
  principal: zero(),
  overpayment: zero(),
  recovery: zero(),
});

/** The current schedule's total (amounts and penalties) plus what earlier schedules absorbed: the loan's amountPay. */
export function booksAmountPay(state: BooksLoanState): Decimal {
  return state.installments.reduce(
    (s, i) => s.plus(i.amount).plus(i.penalty ?? 0),
    new Decimal(state.paidBefore),
  );
}

/**
 * Amounts paid one after another from `paidTotal`, walked once along the current schedule's parts:
 * installments oldest first and, within one, interest, then principal, then its penalty. The
 * penalty comes last because the job charges it on an installment already partly paid: placed
 * after what was paid, it never turns money already booked as interest or principal into
 * penalty, so what the books posted always equals `coveredParts` of the loan's state (nothing
 * depends on when a penalty arrived). Ignores a write-off (see `splitRepayments`).
 */
function walk(state: BooksLoanState, paidTotal: Decimal, amounts: readonly Decimal[]): RepaymentParts[] {
  const line = installmentParts(state).flatMap((inst) =>
    INSTALLMENT_PART_ORDER.map((kind) => ({ kind, left: inst[kind] })),
  );
  let at = 0;
  const take = (money: Decimal, parts: RepaymentParts | null): Decimal => {
    let left = money;
    while (at < line.length && left.gt(0)) {
      const part = line[at]!;
      const taken = Decimal.min(left, part.left);
      if (parts) parts[part.kind] = parts[part.kind].plus(taken);
      part.left = part.left.minus(taken);
      left = left.minus(taken);
      if (part.left.isZero()) at++;
    }
    return left;
  };
  take(Decimal.max(paidTotal.minus(state.paidBefore), 0), null);
  return amounts.map((money) => {
    const parts = noParts();
    parts.overpayment = take(money, parts);
    return parts;
  });
}

/** What a paid total has covered of the current schedule, part by part (a write-off aside). */
export const coveredParts = (state: BooksLoanState, paidTotal: DecimalInput): RepaymentParts =>
  walk(state, new Decimal(state.paidBefore), [
    Decimal.max(new Decimal(paidTotal).minus(state.paidBefore), 0),
  ])[0]!;

/**
 * The splits of amounts paid one after another to a loan whose paid total was `paidTotal`: each
 * takes what follows what was paid before it, so paying in pieces books what one payment would.
 * One walk over the schedule, so the history of a loan costs its installments plus its payments.
 * A written-off loan books each amount as a recovery up to its balance, the rest as overpayment.
 */
export function splitRepayments(
  state: BooksLoanState,
  paidTotal: DecimalInput,
  amounts: readonly DecimalInput[],
): RepaymentParts[] {
  const paid = new Decimal(paidTotal);
  const moneys = amounts.map((a) => new Decimal(a));
  if (moneys.some((m) => m.lt(0))) throw new RangeError('a repayment is not negative');
  if (!state.writtenOff) return walk(state, paid, moneys);
  let balance = Decimal.max(booksAmountPay(state).minus(paid), 0);
  return moneys.map((money) => {
    const recovery = Decimal.min(money, balance);
    balance = balance.minus(recovery);
    return { ...noParts(), recovery, overpayment: money.minus(recovery) };
  });
}

/** The split of one amount paid to a loan whose paid total was `paidTotal`. */
export const splitRepayment = (
  state: BooksLoanState,
  paidTotal: DecimalInput,
  amount: DecimalInput,
): RepaymentParts => splitRepayments(state, paidTotal, [amount])[0]!;

/**
 * The principal not yet repaid: the state's principal minus what the paid total covered of it; 0
 * once written off. Per installment it is max(0, min(principal k, end of principal k − paid)),
 * where end of principal k = paidBefore + Σ installments before k (penalties charged included)
 * + interest k + principal k: the portfolio report's window over installments can compute it.
 */
export function principalOutstanding(state: BooksLoanState, paidTotal: DecimalInput): Decimal {
  if (state.writtenOff) return new Decimal(0);
  return new Decimal(state.principal).minus(coveredParts(state, paidTotal).principal);
}

/** What a balance carries into a reschedule, part by part; its sum is the balance the new schedule splits. */
export interface CarriedParts {
  principal: Decimal;
  interest: Decimal;
  penalty: Decimal;
}

/**
 * The parts of the balance a reschedule carries: what the paid total has not covered. The new
 * schedule's state is { installments: new, paidBefore: paidTotal, principal: carry.principal,
 * carriedPenalty: carry.penalty }: no entry is posted, the principal outstanding does not move.
 */
export function rescheduleCarry(state: BooksLoanState, paidTotal: DecimalInput): CarriedParts {
  const covered = coveredParts(state, paidTotal);
  const parts = installmentParts(state);
  const total = (kind: keyof CarriedParts) => parts.reduce((s, p) => s.plus(p[kind]), new Decimal(0));
  return {
    principal: total('principal').minus(covered.principal),
    interest: total('interest').minus(covered.interest),
    penalty: total('penalty').minus(covered.penalty),
  };
}

/**
 * What a write-off takes out of the books: the principal outstanding (interest and penalties not
 * received were never income, the books count them when paid). The state then has writtenOff.
 */
export function writeOffPrincipal(state: BooksLoanState, paidTotal: DecimalInput): Decimal {
  return principalOutstanding(state, paidTotal);
}
