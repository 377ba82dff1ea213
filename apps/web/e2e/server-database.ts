import { inject } from 'vitest';
import { fromPostgres, type Db } from '../../api/src/db/client';
import { reachDatabase } from '../../api/src/db/locate';
import { backdateLoan } from '../../api/test/loan-fixture';
import type { Harness } from '../../api/test/helper';

/**
 * Runs `work` on the running server's database (the embedded one through the server's socket), for
 * what no screen does: time passing.
 */
export async function withServerDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const quiet = { info: () => {}, warn: () => {} };
  const reached = await reachDatabase(
    { DATA_DIR: inject('dataDir'), DATABASE_URL: inject('databaseUrl') || undefined },
    quiet,
  );
  const database = fromPostgres(reached.url, 1);
  try {
    return await work(database.db);
  } finally {
    await database.close();
    await reached.release();
  }
}

/** Moves a loan `days` into the past, as if approved then (the API suite's backdateLoan). */
export const loanApprovedDaysAgo = (loanId: number, days: number) =>
  withServerDatabase((db) => backdateLoan({ db } as Harness, loanId, days));
