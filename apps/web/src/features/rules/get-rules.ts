import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Rule } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export type RulesParams = ListParams<'rules'>;

/** Everything cached about rules (the lists and the newest one): what a new rule invalidates. */
export const rulesKey = ['rules'] as const;
const rulesListKey = [...rulesKey, 'list'] as const;

/** One page of installment rules, newest first unless `sort` says. */
export function getRules(params: RulesParams): Promise<Page<Rule>> {
  return api.list<Rule>('/api/rule/', { query: { ...params } });
}

export function useRules(params: RulesParams) {
  return useQuery({
    queryKey: [...rulesListKey, params],
    queryFn: () => getRules(params),
    placeholderData: keepPreviousData,
  });
}
