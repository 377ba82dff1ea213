import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditRequest, RequestStatus } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export interface RequestsParams extends ListParams<'requests'> {
  /** Cédula prefix. */
  dni?: string;
  /** 'Denegado' is what the filter's Rechazado option sends (spec section 4). */
  status?: RequestStatus | 'Denegado';
}

/** Every page of every filtered back-office list: what a decision updates and invalidates. */
export const requestsListKey = ['credit-requests', 'admin-list'] as const;

/** One page of credit requests with their affiliate, newest first unless `sort` says; the filters work together. */
export function getRequests(params: RequestsParams): Promise<Page<CreditRequest>> {
  return api.list<CreditRequest>('/api/request-carrier', { query: { ...params } });
}

export function useRequests(params: RequestsParams) {
  return useQuery({
    queryKey: [...requestsListKey, params],
    queryFn: () => getRequests(params),
    placeholderData: keepPreviousData,
  });
}
