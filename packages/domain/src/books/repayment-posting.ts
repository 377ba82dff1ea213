import { Decimal, type DecimalInput } from '../money/decimal';
import type { MovementKind } from '../schemas/accounts';
import type { RepaymentParts } from './repayment-split';
import { splitInBs } from './split-in-bs';
import { principalCostBs } from './principal-cost';

/** A journal line before its account is looked up: one side in Bs, the unit amount beside it. */
export interface PostingLineSpec {
  kind: MovementKind;
  debitBs?: Decimal;
  creditBs?: Decimal;
  unitAmount: Decimal;
}

/**
 * Whether a line is on the credit side: its credit Bs is positive, or, with 0,00 Bs on both sides
 * (a principal whose cost rounds under half a cent), it was written as a credit. The side is
 * stored, so the unit amount beside a line of 0,00 Bs still counts on the right side.
 */
export const isCreditLine = (l: { debitBs?: DecimalInput; creditBs?: DecimalInput }): boolean =>
  new Decimal(l.creditBs ?? 0).gt(0) || (new Decimal(l.debitBs ?? 0).isZero() && l.creditBs !== undefined);

/** What the repayment entry needs besides the split: the money as entered and the loan's cost basis. */
export interface RepaymentMoney {
  /** The split of the amount (in the unit) by `splitRepayment(s)`. */
  parts: RepaymentParts;
  /** The movement's own Bs (as entered): what cash is debited with. */
  bs: DecimalInput;
  /** The loan's amountAwarded and the Bs disbursed: the principal's cost basis. */
  amountAwarded: DecimalInput;
  disbursedBs: DecimalInput;
  /** Principal repaid before this money (amountAwarded − principal outstanding before it). */
  principalRepaidBefore: DecimalInput;
  /** Whether the books hold the loan's principal as past due (loans.books_past_due). */
  pastDue: boolean;
}

/**
 * The lines of a repayment's entry (decision 37): debit cash with the Bs entered; credit penalty,
 * interest, overpayment and recovery with their `splitInBs` shares; credit the portfolio with the
 * principal at its cost, and the principal's share minus that cost to the exchange difference (a
 * credit when the bolívar fell since the disbursement, a debit when it rose). Balances in Bs by
 * construction: the shares add up to the Bs entered.
 */
export function repaymentPostingLines(money: RepaymentMoney): PostingLineSpec[] {
  const { parts } = money;
  const share = splitInBs(
    {
      penalty: parts.penalty,
      interest: parts.interest,
      principal: parts.principal,
      overpayment: parts.overpayment,
      recovery: parts.recovery,
    },
    money.bs,
  );
  const unitTotal = parts.penalty
    .plus(parts.interest)
    .plus(parts.principal)
    .plus(parts.overpayment)
    .plus(parts.recovery);
  const cost = parts.principal.isZero()
    ? new Decimal(0)
    : principalCostBs(money.amountAwarded, money.disbursedBs, money.principalRepaidBefore, parts.principal);
  const difference = share.principal.minus(cost);
  const zero = new Decimal(0);
  return [
    { kind: 'cash', debitBs: new Decimal(money.bs), unitAmount: unitTotal },
    { kind: 'penalty', creditBs: share.penalty, unitAmount: parts.penalty },
    { kind: 'interest', creditBs: share.interest, unitAmount: parts.interest },
    {
      kind: money.pastDue ? 'portfolioPastDue' : 'portfolioCurrent',
      creditBs: cost,
      unitAmount: parts.principal,
    },
    difference.isNeg()
      ? { kind: 'exchangeDifference', debitBs: difference.neg(), unitAmount: zero }
      : { kind: 'exchangeDifference', creditBs: difference, unitAmount: zero },
    { kind: 'overpayment', creditBs: share.overpayment, unitAmount: parts.overpayment },
    { kind: 'recovery', creditBs: share.recovery, unitAmount: parts.recovery },
  ];
}
