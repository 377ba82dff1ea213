import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { DiskWatcher } from './disk/watcher';
import type { Mailer } from './modules/mail/mailer';

/** What services need from the running app: handed to them explicitly, never read from globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** HS256 key for access tokens. */
  secret: Uint8Array;
  /** The data folder's disk: free space, the low-disk warning, writes refused while it is full. */
  disk: DiskWatcher;
  /** Sends the e-mail outbox; services kick it after committing a decision that queued mail. */
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
