import { Decimal, type DecimalInput } from '../money/decimal';
import { roundBs } from '../money/amounts';

/** Days of credit per installment (spec section 9). */
export const DAYS_PER_INSTALLMENT = 30;

export interface LoanProposal {
  /** Bs to lend: requested ₽ × current rate. */
  amountBs: number;
  /** Installments: ceil(amount Bs ÷ (newest rule ₽ × current rate)); 1 without a rule. */
  feeNumbers: number;
  creditDays: number;
}

/** How many installments an amount in Bs takes under the newest rule (₽ per installment). */
export function installmentsFor(
  amountBs: DecimalInput,
  rulePetro: DecimalInput | null | undefined,
  rate: DecimalInput,
): number {
  const perInstallmentBs = rulePetro == null ? new Decimal(0) : new Decimal(rulePetro).mul(rate);
  if (perInstallmentBs.lte(0)) return 1;
  return Math.max(1, new Decimal(amountBs).div(perInstallmentBs).ceil().toNumber());
}

/**
 * What the approval modal proposes (domain rules, "Loan registration"). The browser shows it and
 * the server recomputes it with the same function; the administrator may change it before sending.
 */
export function proposeLoan(
  requestedPetro: DecimalInput,
  rate: DecimalInput,
  rulePetro?: DecimalInput | null,
): LoanProposal {
  const amountBs = roundBs(new Decimal(requestedPetro).mul(rate));
  const feeNumbers = installmentsFor(amountBs, rulePetro, rate);
  return { amountBs: amountBs.toNumber(), feeNumbers, creditDays: feeNumbers * DAYS_PER_INSTALLMENT };
}
