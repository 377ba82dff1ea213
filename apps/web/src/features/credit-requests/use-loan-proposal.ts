import { installmentsFor, proposeLoan, type EnteredBs } from '@app/domain';
import { useCallback, useMemo } from 'react';
import { useLastPrice } from '../prices';
import { useLastRule } from '../rules';

/**
 * What the approval modal proposes for a request, from the current rate and the newest rule, with
 * the domain's functions: the server recomputes nothing the admin sends, so both must agree.
 */
export function useLoanProposal({ bs, rate: requestRate }: EnteredBs) {
  const price = useLastPrice();
  const lastRule = useLastRule();
  const rate = price.data?.amount;
  const known = rate !== undefined && lastRule.isSuccess;
  // The rule as typed (no rule yet: the proposal is a single installment).
  const ruleData = lastRule.data;
  const rule = useMemo(() => (ruleData ? { bs: ruleData.amountBs, rate: ruleData.rate } : null), [ruleData]);

  const proposal = useMemo(
    () => (known ? proposeLoan({ bs, rate: requestRate }, rate, rule) : null),
    [known, bs, requestRate, rate, rule],
  );
  /** Installments for an amount the admin typed, or null until the rate and the rule are known. */
  const installments = useCallback(
    (amountBs: number) => (known ? installmentsFor(amountBs, rule, rate) : null),
    [known, rule, rate],
  );

  return {
    proposal,
    installments,
    /** The rate the loan will be granted at, with when it was registered. */
    price: price.data,
    rate,
    /** The newest rule; null without one, undefined until known. */
    rule: lastRule.isSuccess ? lastRule.data : undefined,
    loading: price.isPending || lastRule.isPending,
    /** The API answered that no rate exists: approval will be refused until one is registered. */
    noRate: price.isSuccess && price.data === null,
  };
}
