import { NoticeCache, forgetAll, type CacheKind } from './notice-cache';

const sessionCaches: CacheKind = new Set();

/**
 * The logins (refresh-token families) this server found open, with their expiry (null: closed);
 * any revocation, here or on another server (notice `sessions_revoked`), empties every one.
 */
export class SessionCache extends NoticeCache<string, Date | null> {
  constructor(ttlMs: number) {
    super(sessionCaches, (expiresAt) => (expiresAt ? Math.min(Date.now() + ttlMs, expiresAt.getTime()) : 0));
  }

  /** Open or not, from memory when known, else from `expiry` (the family's latest expiry, or null). */
  async isLive(family: string, expiry: () => Promise<Date | null>): Promise<boolean> {
    return (await this.get(family, expiry)) !== null;
  }
}

/** A login was revoked here: no cache of this process may answer from memory any more. */
export function forgetAllSessions(): void {
  forgetAll(sessionCaches);
}
