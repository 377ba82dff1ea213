import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from './client';
import { DataDirBusy, lockDataDir } from './data-dir-lock';
import { embeddedUrls, startEmbeddedPostgres } from './embedded-postgres';

export interface ReachedDatabase {
  url: string;
  kind: Database['kind'];
  /** A running server of ours uses this embedded database (a restore must wait for it to stop). */
  serverRunning: boolean;
  /** Stops what reaching it started (the embedded server, its folder lock); nothing otherwise. */
  release(): Promise<void>;
}

/**
 * The database a command works on (seed, backup, restore, move): DATABASE_URL; else the data
 * folder's embedded PostgreSQL, through the running server's socket when a server holds the
 * folder, or started for the command (holding the folder's lock, as a server would) when none does.
 */
export async function reachDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<ReachedDatabase> {
  if (config.DATABASE_URL)
    return { url: config.DATABASE_URL, kind: 'postgres', serverRunning: false, release: async () => {} };
  const dataDir = resolve(config.DATA_DIR);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirBusy)) throw err;
    // A live server of ours holds the folder: its database is up, on its socket.
    return { url: embeddedUrls(dataDir).url, kind: 'embedded', serverRunning: true, release: async () => {} };
  }
  try {
    const server = await startEmbeddedPostgres(dataDir, log);
    return {
      url: server.url,
      kind: 'embedded',
      serverRunning: false,
      release: async () => {
        try {
          await server.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
