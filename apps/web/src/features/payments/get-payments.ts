import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Payment } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface PaymentsParams extends ListParams<'payments'> {
  /** The payment's date, 'YYYY-MM-DD'. */
  date?: string;
  /** Cédula prefix. */
  dni?: string;
  status?: Payment['status'];
}

/** One page of reported payments with their carrier, newest first unless `sort` says; the filters work together. */
export function getPayments(params: PaymentsParams): Promise<Page<Payment>> {
  return api.list<Payment>('/api/payment', { query: { ...params } });
}

export function usePayments(params: PaymentsParams) {
  return useQuery({
    queryKey: queryKeys.payments.adminList(params),
    queryFn: () => getPayments(params),
    placeholderData: keepPreviousData,
  });
}
