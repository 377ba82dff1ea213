import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Payment } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export interface PaymentsParams extends ListParams<'payments'> {
  /** The payment's date, 'YYYY-MM-DD'. */
  date?: string;
  /** Cédula prefix. */
  dni?: string;
  status?: Payment['status'];
}

/** Everything cached about payments (this list and the carrier's own): what a decision invalidates. */
export const paymentsKey = ['payments'] as const;
/** Every page of every filtered back-office list. */
export const paymentsListKey = [...paymentsKey, 'admin-list'] as const;

/** One page of reported payments with their carrier, newest first unless `sort` says; the filters work together. */
export function getPayments(params: PaymentsParams): Promise<Page<Payment>> {
  return api.list<Payment>('/api/payment', { query: { ...params } });
}

export function usePayments(params: PaymentsParams) {
  return useQuery({
    queryKey: [...paymentsListKey, params],
    queryFn: () => getPayments(params),
    placeholderData: keepPreviousData,
  });
}
