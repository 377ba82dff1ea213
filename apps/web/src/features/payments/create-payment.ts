import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type Payment } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys, refreshAfter } from '../../lib/query-keys';

/** What the carrier reports: Bs, the payment date, the bank reference and the unpaid loan it pays. */
export interface PaymentReport {
  amount: number;
  date: string;
  voucherCode: string;
  loan: number;
}

/** The API's 201: the stored payment ('Por revisar') and the toast text. */
export type CreatedPayment = Payment & { message: string };

/** `POST /api/payment/` with the submission's Idempotency-Key: a retried report is stored once. */
export function postPayment(body: PaymentReport, idempotencyKey: string): Promise<CreatedPayment> {
  return api.request<CreatedPayment>('/api/payment/', {
    method: 'POST',
    body,
    headers: keyHeader(idempotencyKey),
  });
}

/**
 * Reports a payment. Sending the same data again after a failure reuses the key; a success retires
 * it and refreshes the payments list and the loans (their payment history shows it).
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(postPayment);
  return useMutation({
    mutationFn: send,
    // Not awaited: the form should not wait on slow networks for the loans it is leaving.
    onSuccess: () => void refreshAfter(queryClient, 'payment-reported'),
    onError: (error) => {
      // The loan was paid off meanwhile: reload it so the form says there is nothing to pay.
      if (error instanceof ApiError && error.message === messages.noUnpaidLoan)
        void queryClient.invalidateQueries({ queryKey: queryKeys.loans.own });
    },
  });
}
