import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnCreditRequest } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface OwnRequestsParams {
  limit: number;
  offset: number;
}

/** Every page of the carrier's list: what a new request invalidates. */
export const ownRequestsListKey = ['credit-requests', 'mine'] as const;
export const ownRequestsKey = (params: OwnRequestsParams) => [...ownRequestsListKey, params] as const;

/** `GET /api/request-carrier/mine`: one page of the signed-in carrier's requests, newest first. */
export function getOwnRequests(
  params: OwnRequestsParams,
  signal?: AbortSignal,
): Promise<Page<OwnCreditRequest>> {
  return api.list<OwnCreditRequest>('/api/request-carrier/mine', { query: { ...params }, signal });
}

export function useOwnRequests(params: OwnRequestsParams) {
  return useQuery({
    queryKey: ownRequestsKey(params),
    queryFn: ({ signal }) => getOwnRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}
