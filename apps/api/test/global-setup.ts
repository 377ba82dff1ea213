import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, openPglite } from '../src/db/client';
import { postgresBinariesAvailable, startCluster, type Cluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteDump: string;
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; each test file then gets its own copy: a PGlite loaded from a dump
 * (~0.5 s instead of 4 s) or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);

  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-dump-'));
    const client = await openPglite();
    await fromPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('pgliteDump', file);
    project.provide('postgresAdminUrl', '');
    project.provide('postgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }

  let cluster: Cluster | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    if (!postgresBinariesAvailable())
      throw new Error('PostgreSQL binaries not found: apt-get install postgresql, or set DATABASE_URL');
    cluster = startCluster();
    adminUrl = cluster.url;
  }
  const template = `tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const database = fromPostgres(withDatabase(adminUrl, template), 2);
  await database.migrate();
  await database.close();
  project.provide('pgliteDump', '');
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);

  return async () => {
    await admin.query(`drop database if exists "${template}"`).catch(() => {});
    await admin.end();
    cluster?.stop();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
