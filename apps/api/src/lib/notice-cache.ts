/**
 * Answers read from the database and remembered for a short while, so a request costs no query for
 * them: open logins, administrators' grants. A change empties every cache of its kind: this
 * process's at once (the changing code calls `forgetAll`), other servers' when the database's
 * notice arrives. While a cache cannot hear notices it remembers nothing (decision 0003).
 */
export class NoticeCache<K, V> {
  private readonly known = new Map<K, { value: V; until: number }>();
  /** Bumped by every forget: a read that started before it does not store its stale answer. */
  private generation = 0;
  /** Whether changes by other servers reach this cache (its listener is connected). */
  listening = false;

  /** `kind`: the caches one `forgetAll` empties; `keepUntil`: until when an answer may be remembered (ms; ≤ now: not at all). */
  constructor(
    private readonly kind: CacheKind,
    private readonly keepUntil: (value: V) => number,
  ) {
    kind.add(this as NoticeCache<unknown, unknown>);
  }

  /** From memory when known, else from `read` (remembered when nothing changed meanwhile). */
  async get(key: K, read: () => Promise<V>): Promise<V> {
    const known = this.known.get(key);
    if (known !== undefined && known.until > Date.now()) return known.value;
    const generation = this.generation;
    const value = await read();
    const until = this.keepUntil(value);
    if (until <= Date.now()) this.known.delete(key);
    else if (this.listening && generation === this.generation) {
      // Entries die on their own too: bounded memory however many keys come and go.
      if (this.known.size >= MAX_ENTRIES) this.known.clear();
      this.known.set(key, { value, until });
    }
    return value;
  }

  /** The listener's state: lost, this cache forgets and remembers nothing until it is back. */
  hearing(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.forget();
  }

  forget(): void {
    this.generation++;
    this.known.clear();
  }

  close(): void {
    this.forget();
    this.kind.delete(this as NoticeCache<unknown, unknown>);
  }
}

/** The live caches of one kind in this process. */
export type CacheKind = Set<NoticeCache<unknown, unknown>>;

const MAX_ENTRIES = 50_000;

/** Something of this kind changed here: no cache of it in this process may answer from memory any more. */
export function forgetAll(kind: CacheKind): void {
  for (const cache of kind) cache.forget();
}
