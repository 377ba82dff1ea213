import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys, refreshAfter } from '../../lib/query-keys';

export interface PaymentDecision {
  id: number;
  status: 'Aprobado' | 'Rechazado';
}

/** The API's answer: its toast text and the payment as it now is. */
export interface DecidedPayment {
  message: string;
  payment: Payment;
}

/** Approves (applies it to its loan and books an income) or rejects a payment, once. */
export function decidePayment(body: PaymentDecision, key: string): Promise<DecidedPayment> {
  return api.request<DecidedPayment>('/api/payment', { method: 'PATCH', body, headers: keyHeader(key) });
}

export function useDecidePayment() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(decidePayment);
  return useMutation({
    mutationFn: send,
    // The row shows the server's status at once; the refetch then applies the filters (a decided row may leave).
    onSuccess: ({ payment }) => {
      queryClient.setQueriesData<Page<Payment>>({ queryKey: queryKeys.payments.adminLists }, (page) =>
        page ? { ...page, items: page.items.map((p) => (p.id === payment.id ? payment : p)) } : page,
      );
    },
    // Also on failure: a 409 means someone else decided it, which changed the same loans and books.
    onSettled: () => void refreshAfter(queryClient, 'payment-decided'),
  });
}
