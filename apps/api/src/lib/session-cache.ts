/**
 * The logins (refresh-token families) this server found open, remembered for a short while so a
 * signed-in request costs no query. Any revocation empties every cache: this process's at once
 * (the revoking code calls `forgetAllSessions`), other servers' when the database's notification
 * arrives. While a cache cannot hear notifications it remembers nothing (decision 0003).
 */
export class SessionCache {
  private readonly live = new Map<string, number>();
  /** Bumped by every forget: a lookup that started before it does not store its stale answer. */
  private generation = 0;
  /** Whether revocations by other servers reach this cache (its listener is connected). */
  listening = false;

  constructor(private readonly ttlMs: number) {
    caches.add(this);
  }

  /** Open or not, from memory when known, else from `expiry` (the family's latest expiry, or null). */
  async isLive(family: string, expiry: () => Promise<Date | null>): Promise<boolean> {
    const until = this.live.get(family);
    if (until !== undefined && until > Date.now()) return true;
    const generation = this.generation;
    const expiresAt = await expiry();
    if (!expiresAt) {
      this.live.delete(family);
      return false;
    }
    if (this.listening && generation === this.generation) {
      // Entries die on their own too: bounded memory however many logins come and go.
      if (this.live.size >= MAX_ENTRIES) this.live.clear();
      this.live.set(family, Math.min(Date.now() + this.ttlMs, expiresAt.getTime()));
    }
    return true;
  }

  forget(): void {
    this.generation++;
    this.live.clear();
  }

  close(): void {
    this.forget();
    caches.delete(this);
  }
}

const MAX_ENTRIES = 50_000;
const caches = new Set<SessionCache>();

/** A login was revoked here: no cache of this process may answer from memory any more. */
export function forgetAllSessions(): void {
  for (const cache of caches) cache.forget();
}
