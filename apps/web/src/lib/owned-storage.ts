/**
 * What the carrier panel keeps on the phone to work offline, under the account it belongs to. Like
 * the session, it is all in localStorage, which a sign-out empties (features/auth/logout.ts).
 */
export const OFFLINE_KEYS = { queries: 'offline-queries', payments: 'pending-payments' } as const;

/** A value kept in localStorage for one account. */
interface Owned<T> {
  account: number;
  value: T;
}

/** The value `account` stored under `key`; another account's (or an unreadable) copy is dropped, never shown. */
export function readOwned<T>(key: string, account: number): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Owned<T>>;
    if (stored.account === account) return stored.value;
  } catch {
    // Unreadable: dropped below like a foreign copy.
  }
  localStorage.removeItem(key);
  return undefined;
}

/** Stores `value` for `account`; false when the phone refused it (storage full or disabled). */
export function writeOwned<T>(key: string, account: number, value: T): boolean {
  try {
    localStorage.setItem(key, JSON.stringify({ account, value } satisfies Owned<T>));
    return true;
  } catch {
    return false;
  }
}
