import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { paymentsKey, paymentsListKey } from './get-payments';

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

// Other features' caches, by prefix: a decision shows in the loan's history, an approval also repays
// the loan and books an income (features do not import each other's keys).
const loansKey = ['loans'];
const incomesKey = ['incomes'];

export function useDecidePayment() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(decidePayment);
  return useMutation({
    mutationFn: send,
    // The row shows the server's status at once; the refetch then applies the filters (a decided row may leave).
    onSuccess: ({ payment }) => {
      queryClient.setQueriesData<Page<Payment>>({ queryKey: paymentsListKey }, (page) =>
        page ? { ...page, items: page.items.map((p) => (p.id === payment.id ? payment : p)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: loansKey });
      if (payment.status === 'Aprobado') void queryClient.invalidateQueries({ queryKey: incomesKey });
    },
    // Also on failure: a 409 means someone else decided it, and the list should say so.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
