import { useState } from 'react';
import { api } from '../../lib/api-client';

/** `PATCH /api/auth/change-password/:token`: the recovery link's token and the new password. */
export function changePassword(token: string, body: { password: string }): Promise<{ message: string }> {
  return api.request<{ message: string }>(`/api/auth/change-password/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body,
    auth: false,
  });
}

/** Plain state rather than a react-query mutation: the public pages carry no query cache. */
export function useChangePassword(token: string) {
  const [pending, setPending] = useState(false);
  const submit = async (body: { password: string }) => {
    setPending(true);
    try {
      return await changePassword(token, body);
    } finally {
      setPending(false);
    }
  };
  return { submit, pending };
}
