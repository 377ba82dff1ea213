import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnCreditRequest } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface OwnRequestsParams {
  limit: number;
  offset: number;
}

/** `GET /api/request-carrier/mine`: one page of the signed-in carrier's requests, newest first. */
export function getOwnRequests(
  params: OwnRequestsParams,
  signal?: AbortSignal,
): Promise<Page<OwnCreditRequest>> {
  return api.list<OwnCreditRequest>('/api/request-carrier/mine', { query: { ...params }, signal });
}

export function useOwnRequests(params: OwnRequestsParams) {
  return useQuery({
    queryKey: queryKeys.creditRequests.ownList(params),
    queryFn: ({ signal }) => getOwnRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}
