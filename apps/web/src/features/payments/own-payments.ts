import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Payment } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface OwnPaymentsParams {
  limit: number;
  offset: number;
}

/** `GET /api/payment/by-carrier`: one page of the signed-in carrier's payments, newest first. */
export function getOwnPayments(params: OwnPaymentsParams, signal?: AbortSignal): Promise<Page<Payment>> {
  return api.list<Payment>('/api/payment/by-carrier', { query: { ...params }, signal });
}

export function useOwnPayments(params: OwnPaymentsParams) {
  return useQuery({
    queryKey: queryKeys.payments.ownList(params),
    queryFn: ({ signal }) => getOwnPayments(params, signal),
    placeholderData: keepPreviousData,
  });
}
