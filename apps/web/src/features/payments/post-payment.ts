import type { Payment } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader } from '../../lib/submission-key';

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
