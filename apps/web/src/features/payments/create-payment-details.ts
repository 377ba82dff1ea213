import { useQuery } from '@tanstack/react-query';
import type { PaymentDetails } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/settings/payment-details`. */
export function getPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails> {
  return api.request<PaymentDetails>('/api/settings/payment-details', { signal });
}

export function usePaymentDetails() {
  return useQuery({
    queryKey: queryKeys.settings.paymentDetails,
    queryFn: ({ signal }) => getPaymentDetails(signal),
    // Configuration, not data: fetched once per session.
    staleTime: Infinity,
  });
}
