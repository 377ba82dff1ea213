import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rule } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The newest rule, or null while none is registered (the API answers 404): a loan then has 1 installment. */
export async function getLastRule(): Promise<Rule | null> {
  try {
    return await api.request<Rule>('/api/rule/', { query: { getLast: true } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Shared by the hook and whoever prefetches it (the requests page, before the approval modal opens). */
export const lastRuleQuery = queryOptions({ queryKey: queryKeys.rules.last, queryFn: getLastRule });

export function useLastRule() {
  return useQuery(lastRuleQuery);
}
