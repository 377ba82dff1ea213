import type { CreatedCreditRequest } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader } from '../../lib/submission-key';

/** The landing sends the cédula and the amount in Bs; the signed-in carrier only the amount. */
export type CreditRequestBody = { dni: string; amount: number } | { amount: number };

/**
 * `POST /api/request-carrier`. `auth: false` from the landing (a stored admin token is not the
 * applicant); from the panel the carrier's token says whose request it is.
 */
export function postCreditRequest(
  body: CreditRequestBody,
  idempotencyKey: string,
  { auth = true }: { auth?: boolean } = {},
): Promise<CreatedCreditRequest> {
  return api.request<CreatedCreditRequest>('/api/request-carrier', {
    method: 'POST',
    body,
    auth,
    headers: keyHeader(idempotencyKey),
  });
}
