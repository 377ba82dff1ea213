import type { Permission } from '@app/domain';
import type { Db } from '../db/client';
import { grantsNow, lockGrants } from './permissions';
import { NoticeCache, forgetAll, type CacheKind } from './notice-cache';

/** What an administrator may do and where: his permissions and his lines (empty = every line). */
export interface Grants {
  permissions: ReadonlySet<Permission>;
  lines: readonly number[];
}

const grantsCaches: CacheKind = new Set();

/**
 * Administrators' grants as this server last read them, so his requests cost no query for them. A
 * change of roles, lines or a role's permissions empties every one: this process's around the change
 * (`changeGrants`), other servers' when the database's notice `grants_changed` arrives (migration 0041).
 */
export class GrantsCache extends NoticeCache<number, Grants> {
  constructor(ttlMs: number) {
    super(grantsCaches, () => Date.now() + ttlMs);
  }

  /** His grants as stored now: from memory while no change can have happened since they were read. */
  of(db: Db, administratorId: number): Promise<Grants> {
    return this.get(administratorId, () => grantsNow(db, administratorId));
  }
}

/**
 * Runs a change of roles, lines or administrators in one transaction, serialized with every other
 * (`lockGrants`). This process forgets grants before it and after its commit: a request that read
 * them meanwhile stores nothing, and the next one reads them as committed.
 */
export async function changeGrants<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  forgetAll(grantsCaches);
  try {
    return await db.transaction(async (tx) => {
      await lockGrants(tx);
      return change(tx);
    });
  } finally {
    forgetAll(grantsCaches);
  }
}
