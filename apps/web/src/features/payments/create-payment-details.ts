import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The account carriers pay into (server configuration). */
export interface PaymentDetails {
  bank: string;
  holder: string;
  account: string;
  rif: string;
}

export const paymentDetailsKey = ['settings', 'payment-details'] as const;

/** `GET /api/settings/payment-details`. */
export function getPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails> {
  return api.request<PaymentDetails>('/api/settings/payment-details', { signal });
}

export function usePaymentDetails() {
  return useQuery({
    queryKey: paymentDetailsKey,
    queryFn: ({ signal }) => getPaymentDetails(signal),
    // Configuration, not data: fetched once per session.
    staleTime: Infinity,
  });
}
