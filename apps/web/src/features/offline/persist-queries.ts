import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_UNIT, referenceUnit, type ReferenceUnit, type UnitCode } from '@app/domain';
import { queryKeys } from '../../lib/query-keys';
import { OFFLINE_KEYS, readOwned, writeOwned } from '../../lib/owned-storage';
import { getSession } from '../../lib/session';

/** One query's answer as kept on the phone. */
export interface KeptQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
  /** The unit its figures were counted in; none on copies kept before units could change (petros). */
  unit?: UnitCode;
}

// A week-old copy is still better than nothing for a carrier on the road; older ones are dropped.
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// Writes are grouped: a page that loads three queries writes once.
const SAVE_DELAY_MS = 500;

/** The carrier's own lists (loans, payments, requests), the rate they are shown at, and where to pay. */
const keptPrefixes: readonly QueryKey[] = [
  queryKeys.loans.own,
  queryKeys.payments.own,
  queryKeys.creditRequests.own,
  queryKeys.settings.paymentDetails,
];

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

// The newest rate, and the unit the figures are counted in, so a phone offline writes them in it.
const keptExactly: readonly QueryKey[] = [queryKeys.prices.last, queryKeys.settings.currency];

/** Whether a query is the carrier's data worth reading offline; the rate of a given day is not. */
export const isKept = (key: QueryKey): boolean =>
  keptPrefixes.some((prefix) => startsWith(key, prefix)) ||
  keptExactly.some((exact) => JSON.stringify(key) === JSON.stringify(exact));

// A list page carries its response Headers, which JSON cannot hold; nothing offline reads them.
const storable = (data: unknown): unknown => {
  if (data && typeof data === 'object' && 'headers' in data) {
    const { headers: _headers, ...rest } = data as Record<string, unknown>;
    return rest;
  }
  return data;
};

const hashOf = (key: QueryKey) => JSON.stringify(key);
const UNIT_KEY = hashOf(queryKeys.settings.currency);
/** Whether a key is the reference unit's: kept beside the figures, but not a figure itself. */
export const isUnitKey = (key: QueryKey): boolean => hashOf(key) === UNIT_KEY;
const isUnit = (kept: KeptQuery) => isUnitKey(kept.key);

const fresh = (kept: KeptQuery[], now: number) => kept.filter((q) => now - q.updatedAt < MAX_AGE_MS);

const unitOf = (kept: KeptQuery): UnitCode => kept.unit ?? DEFAULT_UNIT.code;

/** The unit the cache's figures are counted in: its answer of the unit, else the page's. */
const unitInForce = (client: QueryClient): UnitCode =>
  client.getQueryData<ReferenceUnit>(queryKeys.settings.currency)?.code ?? referenceUnit().code;

/**
 * Puts the account's kept answers in the cache, where the cache has nothing newer. Offline, the kept
 * unit comes first; online, the page's is in force. Only figures counted in the unit then in force
 * follow: never one unit's amounts under another's symbol.
 */
export function restoreQueries(client: QueryClient, account: number, now = Date.now()): void {
  const kept = fresh(readOwned<KeptQuery[]>(OFFLINE_KEYS.queries, account) ?? [], now);
  // Online, the page's unit came from the server a moment ago: a kept one can only be older.
  const units = onlineManager.isOnline() ? [] : kept.filter(isUnit);
  for (const q of [...units, ...kept.filter((other) => !isUnit(other))]) {
    const { key, data, updatedAt } = q;
    if (!isUnit(q) && unitOf(q) !== unitInForce(client)) continue;
    const current = client.getQueryState(key);
    if ((current?.dataUpdatedAt ?? 0) >= updatedAt) continue;
    client.setQueryData(key, data, { updatedAt });
    // Shown at once, but asked again when a page uses it: it may have changed since (staleTime).
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}

/** Writes the kept queries now: those in the cache, and older copies of pages no longer in memory. */
export function saveQueries(client: QueryClient, account: number, now = Date.now()): void {
  // Signed out (or another account) meanwhile: nothing of this one may be written again.
  if (getSession()?.user.id !== account) return;
  const unit = referenceUnit().code;
  const byKey = new Map<string, KeptQuery>();
  // Copies counted in a unit no longer in force are worth nothing: they go.
  for (const q of fresh(readOwned<KeptQuery[]>(OFFLINE_KEYS.queries, account) ?? [], now))
    if (isUnit(q) || unitOf(q) === unit) byKey.set(hashOf(q.key), q);
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || !isKept(query.queryKey)) continue;
    const older = byKey.get(hashOf(query.queryKey));
    if (older && older.updatedAt >= dataUpdatedAt) continue;
    byKey.set(hashOf(query.queryKey), {
      key: query.queryKey,
      data: storable(data),
      updatedAt: dataUpdatedAt,
      unit,
    });
  }
  writeOwned(OFFLINE_KEYS.queries, account, [...byKey.values()]);
}

/** Restores the account's copy, then keeps it up to date with every answer; returns the stop function. */
export function persistQueries(client: QueryClient, account: number): () => void {
  restoreQueries(client, account);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      saveQueries(client, account);
    }, SAVE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe(({ type, query }) => {
    if (type === 'updated' && isKept(query.queryKey) && isAnswer(query)) saveSoon();
  });
  // The page's answers may have come before this code did.
  saveSoon();
  // A full page load (a link opened anew, the app closed) must not lose the last answers.
  const saveNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    saveQueries(client, account);
  };
  window.addEventListener('pagehide', saveNow);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', saveNow);
    unsubscribe();
  };
}

const isAnswer = (query: Query) => query.state.status === 'success' && query.state.fetchStatus === 'idle';
