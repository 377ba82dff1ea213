import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { migratePgliteClient, migratePostgresPool } from './migrate';

/** One query interface over both engines: PGlite (embedded) and PostgreSQL (node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What both drivers answer to a raw statement (`db.execute`). */
export type Rows<T> = { rows: T[] };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the connection; an open PGlite keeps the process alive forever. */
  close(): Promise<void>;
  /**
   * Hears `channel`'s notifications (NOTIFY, sent at commit by any server on this database):
   * `onNotify` for each, `onState` when the listener connects (true) or is lost (false; it
   * reconnects by itself). Returns the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

// numeric comes back as a string from both drivers: money stays exact until decimal.js.
// `logger` hears every query the app sends (the plan test reads them; the server passes none).
export function fromPglite(client: PGlite, logger?: Logger): Database {
  return {
    db: drizzlePglite({ client, schema, ...(logger && { logger }) }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
    // One process holds the database: every notification comes from this process, and arrives.
    listen: async (channel, onNotify, onState) => {
      const stop = await client.listen(channel, () => onNotify());
      onState(true);
      return async () => {
        onState(false);
        await stop();
      };
    },
  };
}

/**
 * Settings of every connection the app plans on. Memoize sizes its cache from the whole join's
 * estimate: on a page of 20 payments it allocated for a million and took 34 ms instead of 1 ms.
 */
export const SESSION_SETTINGS = { enable_memoize: 'off' } as const;

export function fromPostgres(url: string, max = 20, logger?: Logger): Database {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max, options });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool, schema, ...(logger && { logger }) }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgresPool(pool),
    close: () => pool.end(),
    listen: (channel, onNotify, onState) => listenOnPostgres(url, channel, onNotify, onState),
  };
}

/** A connection of its own that LISTENs, reconnecting with growing pauses while the server is away. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = 1000;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      onState(false);
      next.removeAllListeners();
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), (pause = Math.min(pause * 2, 30_000))).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => message.channel === channel && onNotify());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      return lost();
    }
    client = next;
    pause = 1000;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onState(false);
    client?.removeAllListeners();
    await client?.end().catch(() => {});
  };
}

/** Every PGlite the project opens loads the extensions the migrations use (trigram indexes). */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** A PGlite with the project's extensions and session settings: in `dataDir` (created on first use), in memory, or from a dump. */
export async function openPglite(dataDir?: string, more: PGliteOptions = {}): Promise<PGlite> {
  const client = await PGlite.create({ ...pgliteOptions, ...more, ...(dataDir && { dataDir }) });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  return client;
}

/** PGlite kept in `<dataDir>/pglite`, created on first use. */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  return fromPglite(await openPglite(`${dataDir}/pglite`));
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
