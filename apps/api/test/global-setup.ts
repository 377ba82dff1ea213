import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPostgres } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded-postgres';
import { postgresBinariesAvailable, startCluster, type Cluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'embedded' | 'postgres';
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

/** Settings for a throwaway test server: durability is what the kill tests check on their own servers. */
export const THROWAWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

/**
 * Migrates one database per run; each test file then gets its own copy, created from it as a
 * template. `embedded` runs the server the app itself runs (npm's PostgreSQL 18, through the app's
 * own starter); `postgres` the system's PostgreSQL 15 (or DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';
  project.provide('dbKind', kind);

  let cluster: Cluster | undefined;
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = kind === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (kind === 'embedded') {
    dataDir = mkdtempSync(join(tmpdir(), 'api-embedded-'));
    const quiet = { info: () => {}, warn: () => {} };
    embedded = await startEmbeddedPostgres(dataDir, quiet, { settings: THROWAWAY_SETTINGS });
    adminUrl = embedded.adminUrl;
  } else if (!adminUrl) {
    if (!postgresBinariesAvailable())
      throw new Error('PostgreSQL binaries not found: apt-get install postgresql, or set DATABASE_URL');
    cluster = startCluster();
    adminUrl = cluster.url;
  }
  const template = `tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const database = fromPostgres(withDatabase(adminUrl!, template), 2);
  await database.migrate();
  await database.close();
  project.provide('postgresAdminUrl', adminUrl!);
  project.provide('postgresTemplate', template);

  return async () => {
    await admin.query(`drop database if exists "${template}"`).catch(() => {});
    await admin.end();
    cluster?.stop();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The same server's database `name` (the URL's path; a socket URL keeps its `host` parameter). */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
