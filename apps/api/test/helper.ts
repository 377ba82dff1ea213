import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { fromPostgres, type Database } from '../src/db/client';
import type { AppContext } from '../src/context';
import type { SqlRunner } from '../src/db/seed-scale';
import { withDatabase } from './global-setup';
import { watchDisk, type DiskWatcher } from '../src/disk/watcher';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface FreshDatabase {
  database: Database;
  drop: () => Promise<void>;
  /** The database's URL, for what the app does not do (seeding, EXPLAIN). */
  raw: { url: string };
}

/** A fresh database for this test file, on the engine this run tests (TEST_DB); `logger` hears the app's queries. */
export async function freshDatabase(logger?: Logger): Promise<FreshDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  return {
    database: fromPostgres(url, 25, logger, inject('dbKind')),
    raw: { url },
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

type Row = Record<string, unknown>;

/**
 * Raw SQL on a fresh database, beside the app (seeding, EXPLAIN): rows for a statement, the same as
 * the seed's SqlRunner, and `close` for the connection it opened (call it before the database is dropped).
 */
export async function rawSql(fresh: FreshDatabase) {
  const client = new pg.Client({ connectionString: fresh.raw.url });
  await client.connect();
  const run = async (sql: string, params?: unknown[]) => {
    const r = await client.query<Row>(sql, params);
    return { rows: r.rows, affected: r.rowCount ?? 0 };
  };
  const close = () => client.end();
  const runner: SqlRunner = { query: (sql) => run(sql) };
  return { query: async (sql: string, params?: unknown[]) => (await run(sql, params)).rows, runner, close };
}

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A disk with room for anything: what the backup and job tests run on. */
export const roomyDisk: Pick<DiskWatcher, 'wouldBeLowAfter' | 'refusing'> = {
  refusing: false,
  wouldBeLowAfter: async () => ({ low: false, spareBytes: Number.MAX_SAFE_INTEGER, lowBelowBytes: 0 }),
};

/** The real app on a fresh database (or `fresh`, prepared by the test), as a test file uses it; call `close()` in afterAll. */
export async function build(env: Record<string, string> = {}, webDist?: string, fresh?: FreshDatabase) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Approvals need no papers unless the test is about them (it sets REQUIRED_DOCUMENTS itself).
    REQUIRED_DOCUMENTS: '',
    ...env,
  });
  const { database, drop } = fresh ?? (await freshDatabase());
  // The test's data folder, read once; the database is the run's server elsewhere: no reserve file.
  const disk = await watchDisk(dataDir, config, { keepsReserve: false, log: quietLog, everyMs: 0 });
  const ctx: Omit<AppContext, 'mailer'> = {
    config,
    database,
    db: database.db,
    secret: new TextEncoder().encode(config.JWT_SECRET),
    disk,
  };
  const app = await buildApp({ ctx, webDist });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    db: database.db,
    async close() {
      disk.stop();
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Harness = Awaited<ReturnType<typeof build>>;
