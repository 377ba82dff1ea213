import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../../test/helper';
import { createAffiliate } from '../../../test/factories';
import { insertDocument } from '../../../test/document-rows';
import { withDatabase } from '../../../test/global-setup';
import type { Database } from '../client';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/**
 * Documents in a backup (decision 36): their bytes travel as hex inside the rows' JSON, a few rows at
 * a time; after a restore every content still hashes to its key and every thumbnail is the same.
 */
let fresh: FreshDatabase;
let database: Database;
const folder = mkdtempSync(join(tmpdir(), 'documents-backup-'));
const target = `r_${randomBytes(5).toString('hex')}`;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function contentsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      sha256: string;
      content: Buffer;
      thumbnail: Buffer;
      bytes: number;
    }>('select sha256, content, thumbnail, bytes from document_contents order by sha256');
    const docs = await client.query('select id, sha256, kind, status from documents order by id');
    return { rows, docs: docs.rows };
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
  const { affiliate } = await createAffiliate(database.db);
  // Sizes around a batch's edges, a 3 MB photo-sized one, an empty-looking tiny one, and one content twice.
  const sizes = [1, 5, 1000, 400 * 1024, 3 * 1024 * 1024, 700 * 1024, 64, 9, 123_456];
  for (const [i, size] of sizes.entries())
    await insertDocument(database.db, affiliate.id, {
      kind: i % 2 ? 'licencia' : 'cedula',
      status: 'Verificado',
      content: randomBytes(size),
      thumbnail: randomBytes(2000 + i),
    });
  const shared = randomBytes(50_000);
  await insertDocument(database.db, affiliate.id, { kind: 'rif', content: shared });
  await insertDocument(database.db, affiliate.id, { kind: 'otro', content: shared, retired: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists "${target}" with (force)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('documents through backup and restore', () => {
  it('keeps every content and thumbnail byte for byte, each content once', async () => {
    const file = join(folder, 'documentos.backup.gz');
    await writeBackup(fresh.raw.url, file);
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    await admin.query(`create database "${target}"`);
    await admin.end();
    const url = withDatabase(inject('postgresAdminUrl'), target);
    await restoreBackup(file, url);

    const before = await contentsOf(fresh.raw.url);
    const after = await contentsOf(url);
    expect(after.rows).toHaveLength(10);
    for (const row of after.rows) {
      expect(sha256(row.content)).toBe(row.sha256);
      expect(row.content.length).toBe(row.bytes);
    }
    expect(after.rows.map((r) => [r.sha256, sha256(r.thumbnail)])).toEqual(
      before.rows.map((r) => [r.sha256, sha256(r.thumbnail)]),
    );
    expect(after.docs).toEqual(before.docs);
    // The restored table still keeps its bytes out of line, uncompressed (migration 0033).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ attname: string; attstorage: string }>(
      `select attname, attstorage from pg_attribute
        where attrelid = 'document_contents'::regclass and attname in ('content', 'thumbnail') order by attname`,
    );
    await client.end();
    expect(rows).toEqual([
      { attname: 'content', attstorage: 'e' },
      { attname: 'thumbnail', attstorage: 'e' },
    ]);
  }, 120_000);
});
