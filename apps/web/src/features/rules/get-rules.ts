import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Rule } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface PageParams {
  limit: number;
  offset: number;
}

/** Everything cached about rules (the lists and the newest one): what a new rule invalidates. */
export const rulesKey = ['rules'] as const;
const rulesListKey = [...rulesKey, 'list'] as const;

/** One page of installment rules, newest first. */
export function getRules(page: PageParams): Promise<Page<Rule>> {
  return api.list<Rule>('/api/rule/', { query: { limit: page.limit, offset: page.offset } });
}

export function useRules(page: PageParams) {
  return useQuery({
    queryKey: [...rulesListKey, page],
    queryFn: () => getRules(page),
    placeholderData: keepPreviousData,
  });
}
