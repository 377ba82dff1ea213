import { useEffect, useState } from 'react';
import type { AccountType } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';

/** What the page knows of its link: still asking, the account kind, refused (the server's text), or unknown. */
export type LinkKind =
  | { status: 'checking' }
  | { status: 'usable'; type: AccountType }
  | { status: 'unusable'; message: string }
  | { status: 'unknown' };

/** `GET /api/auth/change-password/:token`: which kind of account the link sets a password for. */
export function getLinkKind(token: string, signal?: AbortSignal): Promise<{ type: AccountType }> {
  return api.request<{ type: AccountType }>(`/api/auth/change-password/${encodeURIComponent(token)}`, {
    auth: false,
    signal,
  });
}

/** Asks once per token; plain state rather than a query: the public pages carry no query cache. */
export function useLinkKind(token: string): LinkKind {
  const [kind, setKind] = useState<LinkKind>({ status: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    setKind({ status: 'checking' });
    getLinkKind(token, controller.signal).then(
      ({ type }) => setKind({ status: 'usable', type }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 4xx is the server saying the link no longer works; anything else leaves the kind unknown.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setKind(refused ? { status: 'unusable', message: error.message } : { status: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [token]);
  return kind;
}
