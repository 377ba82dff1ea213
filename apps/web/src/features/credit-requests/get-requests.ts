import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditRequest, RequestStatus } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface RequestsParams extends ListParams<'requests'> {
  /** Cédula prefix. */
  dni?: string;
  /** 'Denegado' is what the filter's Rechazado option sends (spec section 4). */
  status?: RequestStatus | 'Denegado';
}

/** One page of credit requests with their affiliate, newest first unless `sort` says; the filters work together. */
export function getRequests(params: RequestsParams): Promise<Page<CreditRequest>> {
  return api.list<CreditRequest>('/api/request-carrier', { query: { ...params } });
}

export function useRequests(params: RequestsParams) {
  return useQuery({
    queryKey: queryKeys.creditRequests.adminList(params),
    queryFn: () => getRequests(params),
    placeholderData: keepPreviousData,
  });
}
