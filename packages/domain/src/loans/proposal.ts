import { Decimal, type DecimalInput } from '../money/decimal';
import { enteredBsAt, type EnteredBs } from '../money/entered';

/** Days of credit per installment (spec section 9). */
export const DAYS_PER_INSTALLMENT = 30;

export interface LoanProposal {
  /** Bs to lend: the Bs requested, at the current rate (exactly what was typed while the rate holds). */
  amountBs: number;
  /** Installments: ceil(amount Bs ÷ the newest rule's Bs at the current rate); 1 without a rule. */
  feeNumbers: number;
  creditDays: number;
}

/**
 * How many installments an amount in Bs takes under the newest rule (an installment's worth, typed
 * in Bs): the rule at the current rate, as typed while the rate holds, so 300 000 Bs under a rule
 * of 100 000 Bs is 3 installments, not 4 because of the rule's rounded ₽.
 */
export function installmentsFor(
  amountBs: DecimalInput,
  rule: EnteredBs | null | undefined,
  rate: DecimalInput,
): number {
  const perInstallmentBs = rule == null ? new Decimal(0) : enteredBsAt(rule, rate);
  if (perInstallmentBs.lte(0)) return 1;
  return Math.max(1, new Decimal(amountBs).div(perInstallmentBs).ceil().toNumber());
}

/**
 * What the approval modal proposes (domain rules, "Loan registration"): the requested amount at the
 * current rate, and the installments the newest rule gives it. The browser shows it and the server
 * recomputes it with the same function; the administrator may change it before sending.
 */
export function proposeLoan(requested: EnteredBs, rate: DecimalInput, rule?: EnteredBs | null): LoanProposal {
  const amountBs = enteredBsAt(requested, rate);
  const feeNumbers = installmentsFor(amountBs, rule, rate);
  return { amountBs: amountBs.toNumber(), feeNumbers, creditDays: feeNumbers * DAYS_PER_INSTALLMENT };
}
