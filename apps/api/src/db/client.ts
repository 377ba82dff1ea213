import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { migratePgliteClient, migratePostgresPool } from './migrate';

/** One query interface over both engines: PGlite (embedded) and PostgreSQL (node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the connection; an open PGlite keeps the process alive forever. */
  close(): Promise<void>;
}

// numeric comes back as a string from both drivers: money stays exact until decimal.js.
export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgresPool(pool),
    close: () => pool.end(),
  };
}

/** PGlite kept in `<dataDir>/pglite`, created on first use. */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const client = await PGlite.create(`${dataDir}/pglite`);
  return fromPglite(client);
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
