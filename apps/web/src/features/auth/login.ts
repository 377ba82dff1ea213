import { useState } from 'react';
import type { AccountType, LoginForm, SessionBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { setSession } from '../../lib/session';
import { forgetSessionChoices } from '../../lib/session-choices';

const loginUrl: Record<AccountType, string> = {
  Administrator: '/api/auth/administrator/login/',
  Carrier: '/api/auth/carrier/login/',
};

/** Signs in one kind of account; the answer is the session the app stores. */
export function login(type: AccountType, credentials: LoginForm): Promise<SessionBody> {
  return api.request<SessionBody>(loginUrl[type], { method: 'POST', body: credentials, auth: false });
}

/**
 * Signs in and stores the session; the caller toasts and navigates. Plain state rather than a
 * react-query mutation: the landing page carries no query cache.
 */
export function useLogin(type: AccountType) {
  const [pending, setPending] = useState(false);
  const submit = async (credentials: LoginForm): Promise<SessionBody> => {
    setPending(true);
    try {
      const session = await login(type, credentials);
      setSession(session);
      forgetSessionChoices();
      return session;
    } finally {
      setPending(false);
    }
  };
  return { submit, pending };
}
