import { installmentsFor, proposeLoan } from '@app/domain';
import { useCallback, useMemo } from 'react';
import { useLastPrice } from '../prices/get-last-price';
import { useLastRule } from '../rules/get-last-rule';

/**
 * What the approval modal proposes for a request, from the current rate and the newest rule, with
 * the domain's functions: the server recomputes nothing the admin sends, so both must agree.
 */
export function useLoanProposal(requestedPetro: number) {
  const price = useLastPrice();
  const rule = useLastRule();
  const rate = price.data?.amount;
  // No rule yet: the proposal is a single installment.
  const rulePetro = rule.data?.amountInPetro ?? null;
  const known = rate !== undefined && rule.isSuccess;

  const proposal = useMemo(
    () => (known ? proposeLoan(requestedPetro, rate, rulePetro) : null),
    [known, requestedPetro, rate, rulePetro],
  );
  /** Installments for an amount the admin typed, or null until the rate and the rule are known. */
  const installments = useCallback(
    (amountBs: number) => (known ? installmentsFor(amountBs, rulePetro, rate) : null),
    [known, rulePetro, rate],
  );

  return {
    proposal,
    installments,
    rate,
    /** ₽ per installment of the newest rule; null without one, undefined until known. */
    rulePetro: rule.isSuccess ? rulePetro : undefined,
    loading: price.isPending || rule.isPending,
    /** The API answered that no rate exists: approval will be refused until one is registered. */
    noRate: price.isSuccess && price.data === null,
  };
}
