import {
  hashKey,
  onlineManager,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import {
  UNITS,
  isUnitCode,
  referenceUnit,
  setReferenceUnit,
  type ReferenceUnit,
  type UnitCode,
} from '@app/domain';
import { api, onUnitHeard } from './api-client';
import { queryKeys } from './query-keys';

// A change made on another screen reaches an open one within this long, or when its window regains focus.
const UNIT_POLL_MS = 5 * 60_000;
const UNIT_HASH = hashKey(queryKeys.settings.currency);

/** `GET /api/settings/currency` (public): the unit the portfolio is counted in. */
async function getReferenceUnit(signal?: AbortSignal): Promise<ReferenceUnit> {
  const { code } = await api.request<{ code: unknown }>('/api/settings/currency', { auth: false, signal });
  // A unit this build cannot write (a newer server) is not adopted: the one in force stays.
  if (!isUnitCode(code)) throw new Error(`unknown reference unit ${String(code)}`);
  return UNITS[code];
}

/** The one source of the unit in the panels: the page's (lib/page-unit.ts) until the API answers. */
export const referenceUnitQuery = queryOptions({
  queryKey: queryKeys.settings.currency,
  queryFn: ({ signal }) => getReferenceUnit(signal),
  initialData: referenceUnit,
  // Asked at once all the same: a page the service worker kept may carry the unit of its day.
  initialDataUpdatedAt: 0,
  refetchOnWindowFocus: true,
  refetchInterval: UNIT_POLL_MS,
});

/** The unit the panel is counted in; the screen re-renders when it changes. */
export function useReferenceUnit(): ReferenceUnit {
  return UNITS[useQuery(referenceUnitQuery).data.code];
}

/**
 * Makes `code` the unit in force. Every other answer was counted in the one before: online it is
 * dropped, so no screen shows a figure of one unit beside the symbol of another while it refetches;
 * offline, what the phone kept is all there is, so it is only marked to be asked again.
 */
function adoptUnit(client: QueryClient, code: UnitCode): void {
  if (referenceUnit().code === code) return;
  setReferenceUnit(code);
  const others = { predicate: (query: { queryHash: string }) => query.queryHash !== UNIT_HASH };
  if (onlineManager.isOnline()) client.removeQueries(others);
  else void client.invalidateQueries({ ...others, refetchType: 'none' });
}

/**
 * Around a panel: sets the unit the API answers before anything below formats an amount, and mounts
 * everything below again when it changes, so every screen, column header and echo reads the new one.
 */
export function ReferenceUnitScope({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // An answer in another unit (this page is older than a change): that unit, before its figures show.
  onUnitHeard((code) => {
    if (!isUnitCode(code)) return;
    adoptUnit(client, code);
    client.setQueryData(referenceUnitQuery.queryKey, UNITS[code]);
  });
  const { code } = useReferenceUnit();
  // While rendering, not in an effect: the children's first render must already write the new unit.
  adoptUnit(client, code);
  return <Fragment key={code}>{children}</Fragment>;
}

/**
 * After this panel changed the unit (Configuración): the new unit, from the change's answer or else
 * asked of the API, is put in force, every answer counted in the old one goes, and the panel remounts.
 */
export async function unitChanged(client: QueryClient, answer?: { code: UnitCode }): Promise<void> {
  const unit = answer ? UNITS[answer.code] : await client.fetchQuery({ ...referenceUnitQuery, staleTime: 0 });
  adoptUnit(client, unit.code);
  client.setQueryData(referenceUnitQuery.queryKey, unit);
}
