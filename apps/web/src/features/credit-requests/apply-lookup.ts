import { useEffect, useState } from 'react';
import type { AffiliateLookup } from '@app/domain';
import { api } from '../../lib/api-client';

/** Waits for the visitor to stop typing before asking: the lookup is public and rate limited. */
const DEBOUNCE_MS = 300;

/** Spec section 4: auto-fill triggers when the cédula is above 9999999 (8 digits). */
export const isLookupDni = (dni: string): boolean => /^\d{7,8}$/.test(dni) && Number(dni) > 9_999_999;

/** `GET /api/affiliate/lookup/:dni`: the active affiliate with that cédula, contact data masked. */
export function lookupAffiliate(dni: string, signal?: AbortSignal): Promise<AffiliateLookup> {
  return api.request<AffiliateLookup>(`/api/affiliate/lookup/${encodeURIComponent(dni)}`, {
    auth: false,
    signal,
  });
}

/**
 * The affiliate behind the typed cédula, or null: before 8 digits, while asking, and when the
 * lookup fails (spec: nothing is filled on an error). A newer cédula cancels the older call.
 */
export function useAffiliateLookup(dni: string): { affiliate: AffiliateLookup | null; searching: boolean } {
  // The answer is kept with the cédula it belongs to, so a changed cédula never shows a stale fill.
  const [answer, setAnswer] = useState<{ dni: string; affiliate: AffiliateLookup | null } | null>(null);
  const wanted = isLookupDni(dni);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookupAffiliate(dni, controller.signal).then(
        (affiliate) => setAnswer({ dni, affiliate }),
        () => {
          if (!controller.signal.aborted) setAnswer({ dni, affiliate: null });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dni, wanted]);

  const current = wanted && answer?.dni === dni ? answer : null;
  return { affiliate: current?.affiliate ?? null, searching: wanted && !current };
}
