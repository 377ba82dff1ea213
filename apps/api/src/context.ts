import type { Config } from './config';
import type { Database, Db } from './db/client';

/** What services need from the running app: handed to them explicitly, never read from globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** HS256 key for access tokens. */
  secret: Uint8Array;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
