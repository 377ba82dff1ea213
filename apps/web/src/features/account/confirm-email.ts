import { useEffect, useState } from 'react';
import { messages } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';

/** `POST /api/account/email/confirm/:token`: applies the change the link stands for (once). */
export function confirmEmail(token: string): Promise<{ message: string }> {
  return api.request<{ message: string }>(`/api/account/email/confirm/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
  });
}

export type Confirmation = { status: 'confirming' } | { status: 'done' | 'refused'; message: string };

// One request per token, even when React runs the effect twice (development) or the page remounts:
// the link works once, so a second call would answer that it was already used.
const sent = new Map<string, Promise<{ message: string }>>();

/** Confirms once per token; plain state rather than a query: the public pages carry no query cache. */
export function useConfirmEmail(token: string): Confirmation {
  const [state, setState] = useState<Confirmation>({ status: 'confirming' });
  useEffect(() => {
    let live = true;
    if (!sent.has(token)) sent.set(token, confirmEmail(token));
    sent.get(token)!.then(
      ({ message }) => live && setState({ status: 'done', message }),
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiError ? error.message : messages.genericError;
        // A failure that is not the server's answer (no network) may be retried by reloading.
        if (!(error instanceof ApiError)) sent.delete(token);
        setState({ status: 'refused', message });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
