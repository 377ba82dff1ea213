import { useState } from 'react';
import type { PasswordChangedBody } from '@app/domain';
import { api } from '../../lib/api-client';

/** `PATCH /api/auth/change-password/:token`: the link's token and the new password; answers the account kind. */
export function changePassword(token: string, body: { password: string }): Promise<PasswordChangedBody> {
  return api.request<PasswordChangedBody>(`/api/auth/change-password/${encodeURIComponent(token)}`, {
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
