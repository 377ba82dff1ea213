import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { migratePostgresPool } from './migrate';
import { PreparingClient } from './prepared-statements';
import { cacheSelections } from './selection-cache';

/** The app's query interface: PostgreSQL through node-postgres, embedded (run by the server) or a server of its own. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the driver answers to a raw statement (`db.execute`). */
export type Rows<T> = { rows: T[] };

export interface Database {
  db: Db;
  /** `embedded`: the PostgreSQL this server runs in its data folder; `postgres`: DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the connections (waiting for transactions in flight). */
  close(): Promise<void>;
  /**
   * Hears the channels' notifications (NOTIFY, sent at commit by any server on this database) on
   * one connection: each channel's handler for each of its notices, `onState` when the listener
   * connects (true) or is lost (false; it reconnects by itself). Returns the function that stops listening.
   */
  listen(
    channels: Record<string, () => void>,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

/**
 * Settings of every connection the app plans on. Memoize sizes its cache from the whole join's
 * estimate: on a page of 20 payments it allocated for a million and took 34 ms instead of 1 ms.
 * JIT compiles when an estimate crosses its threshold, not when the work does: it added 20-40 ms to
 * a 1 ms desk page on a misestimate, and made the 0.6 s portfolio report 60-100 ms slower.
 */
export const SESSION_SETTINGS = { enable_memoize: 'off', jit: 'off' } as const;

/** How long a request waits for a connection before the database counts as away. */
export const CONNECT_TIMEOUT_MS = 5_000;

// numeric comes back as a string: money stays exact until it is a Decimal.
// `logger` hears every query the app sends (the plan test reads them; the server passes none).
// `prepared`: send statements as named prepared statements (DATABASE_PREPARED_STATEMENTS, decision 38).
export function fromPostgres(
  url: string,
  max = 20,
  logger?: Logger,
  kind: Database['kind'] = 'postgres',
  prepared = true,
): Database {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  // A request waits at most this long for a connection: a database that is away answers 503, not a hang.
  const settings = { connectionString: url, options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
  const pool = new pg.Pool({ ...settings, max, ...(prepared && { Client: PreparingClient }) });
  // A client that loses its server, idle or checked out (between a transaction's statements), emits
  // 'error': without a listener that ends the process. The statement in flight fails on its own
  // (the request answers 503), and the pool drops the client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema, ...(logger && { logger }) });
  cacheSelections(db);
  return {
    db: db as unknown as Db,
    kind,
    // Migrations run on connections of their own: their statements are never prepared nor kept.
    migrate: async () => {
      const plain = new pg.Pool({ ...settings, max: 3 });
      plain.on('error', () => {});
      try {
        await migratePostgresPool(plain);
      } finally {
        await plain.end();
      }
    },
    close: () => pool.end(),
    listen: (channels, onState) => listenOnPostgres(url, channels, onState),
  };
}

/** A connection of its own that LISTENs, reconnecting with growing pauses while the server is away. */
async function listenOnPostgres(
  url: string,
  channels: Record<string, () => void>,
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
    next.on(
      'notification',
      (message) => Object.hasOwn(channels, message.channel) && channels[message.channel]!(),
    );
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
