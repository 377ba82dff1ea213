import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@app/domain';
import { ApiError } from '../../lib/api-client';
import { useKeyedSend } from '../../lib/submission-key';
import { queryKeys, refreshAfter } from '../../lib/query-keys';
import { keepPayment } from './pending-payments';
import { postPayment, type CreatedPayment, type PaymentReport } from './post-payment';

/** A report kept on the phone to be sent when the connection returns ('Pendiente de envío'). */
export interface KeptPayment {
  kept: true;
}

/**
 * Sends the report, or keeps it with its key when there is no connection (or no answer came: the
 * server may have stored it, and the same key makes the later send count it once).
 */
async function sendOrKeep(body: PaymentReport, key: string): Promise<CreatedPayment | KeptPayment> {
  const keep = (cause: unknown) => {
    if (!keepPayment(body, key)) throw cause;
    return { kept: true } as const;
  };
  if (!navigator.onLine) return keep(new ApiError(messages.genericError, 0));
  try {
    return await postPayment(body, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return keep(error);
    throw error;
  }
}

/**
 * Reports a payment. Sending the same data again after a failure reuses the key; a success retires
 * it and refreshes the payments list and the loans (their payment history shows it). Offline, the
 * report is kept on the phone and sent later (pending-payments.ts).
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(sendOrKeep);
  return useMutation({
    mutationFn: send,
    // Offline too: sendOrKeep decides, where a paused mutation would leave the button spinning.
    networkMode: 'always',
    // Not awaited: the form should not wait on slow networks for the loans it is leaving.
    onSuccess: (answer) => {
      if (!('kept' in answer)) void refreshAfter(queryClient, 'payment-reported');
    },
    onError: (error) => {
      // The loan was paid off meanwhile: reload it so the form says there is nothing to pay.
      if (error instanceof ApiError && error.message === messages.noUnpaidLoan)
        void queryClient.invalidateQueries({ queryKey: queryKeys.loans.own });
    },
  });
}
