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
 * What a paid total has covered of the current schedule, part by part: installments oldest first
 * and, within one, interest, then principal, then its penalty. The penalty comes last because the
 * job charges it on an installment already partly paid: placed after what was paid, it never
 * turns money already booked as interest or principal into penalty, so what the books posted
 * always equals this function of the loan's state (nothing depends on when a penalty arrived).
 */
export function coveredParts(state: BooksLoanState, paidTotal: DecimalInput): RepaymentParts {
  const parts = noParts();
  let left = Decimal.max(new Decimal(paidTotal).minus(state.paidBefore), 0);
  for (const inst of installmentParts(state))
    for (const kind of INSTALLMENT_PART_ORDER) {
      const take = Decimal.min(left, inst[kind]);
      parts[kind] = parts[kind].plus(take);
      left = left.minus(take);
    }
  parts.overpayment = left;
  return parts;
}

/**
 * The split of `amount` paid to a loan whose paid total was `paidTotal`: what the money covers
 * beyond what the paid total had covered. So paying in two pieces books the same as paying once.
 * A written-off loan books everything up to its balance as a recovery, the rest as overpayment.
 */
export function splitRepayment(
  state: BooksLoanState,
  paidTotal: DecimalInput,
  amount: DecimalInput,
): RepaymentParts {
  const paid = new Decimal(paidTotal);
  const money = new Decimal(amount);
  if (money.isNeg() && !money.isZero()) throw new RangeError('a repayment is not negative');
  if (state.writtenOff) {
    const balance = Decimal.max(booksAmountPay(state).minus(paid), 0);
    const recovery = Decimal.min(money, balance);
    return { ...noParts(), recovery, overpayment: money.minus(recovery) };
  }
  const before = coveredParts(state, paid);
  const after = coveredParts(state, paid.plus(money));
  return {
    penalty: after.penalty.minus(before.penalty),
    interest: after.interest.minus(before.interest),
    principal: after.principal.minus(before.principal),
    overpayment: after.overpayment.minus(before.overpayment),
    recovery: zero(),
  };
}

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
