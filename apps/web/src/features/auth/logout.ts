import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { getSession, loginPathFor } from '../../lib/session';

/** Revokes the refresh token on the server; a failure changes nothing for the user, so it is ignored. */
export async function logout(): Promise<void> {
  const session = getSession();
  if (!session) return;
  try {
    await api.request('/api/auth/logout', {
      method: 'POST',
      body: { refresh: session.refresh },
      refreshOn401: false,
    });
  } catch {
    // The session is cleared below either way.
  }
}

/**
 * Signs out: clears the stored user, every cached query and what the phone kept for offline use,
 * then goes to that account's login page.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const type = getSession()?.user.type;
    await logout();
    // Everything the app keeps there is this account's: the session and the carrier's offline copy.
    localStorage.clear();
    queryClient.clear();
    navigate(loginPathFor(type), { replace: true });
  };
}
