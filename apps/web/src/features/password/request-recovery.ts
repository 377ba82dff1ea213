import { useState } from 'react';
import type { RecoveryBody } from '@app/domain';
import { api } from '../../lib/api-client';

/** `POST /api/auth/recovery-password`: the server answers the same whether or not the e-mail exists. */
export function requestRecovery(body: RecoveryBody): Promise<{ message: string }> {
  return api.request<{ message: string }>('/api/auth/recovery-password', {
    method: 'POST',
    body,
    auth: false,
  });
}

/** Plain state rather than a react-query mutation: the public pages carry no query cache. */
export function useRequestRecovery() {
  const [pending, setPending] = useState(false);
  const submit = async (body: RecoveryBody) => {
    setPending(true);
    try {
      return await requestRecovery(body);
    } finally {
      setPending(false);
    }
  };
  return { submit, pending };
}
