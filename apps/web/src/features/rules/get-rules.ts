import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Rule } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export type RulesParams = ListParams<'rules'>;

/** One page of installment rules, newest first unless `sort` says. */
export function getRules(params: RulesParams): Promise<Page<Rule>> {
  return api.list<Rule>('/api/rule/', { query: { ...params } });
}

export function useRules(params: RulesParams) {
  return useQuery({
    queryKey: queryKeys.rules.list(params),
    queryFn: () => getRules(params),
    placeholderData: keepPreviousData,
  });
}
