import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessDate } from '@app/domain';
import { build, freshDatabase, rawSql, roomyDisk, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login, PASSWORD } from '../../../test/factories';
import { withDatabase } from '../../../test/global-setup';
import { SEED_PASSWORD, seedScale } from '../seed-scale';
import { hashPassword } from '../../modules/accounts/passwords';
import { fromPostgres } from '../client';
import { readHeader, RestoreRefused, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';
import { takeScheduledBackup } from './scheduled';
import { backedUpTables } from './tables';
import { postBooksHistory } from '../../modules/journal/history';

/**
 * A backup taken while the app writes, restored into an empty database: every table's count and
 * every numeric column's sum equal those of the backup's own snapshot, and the restored app signs in.
 */
let source: Harness;
let sourceUrl: string;
let adminEmail: string;
const folder = mkdtempSync(join(tmpdir(), 'backup-test-'));
const created: string[] = [];

async function newDatabase(): Promise<string> {
  const name = `r_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  created.push(name);
  return withDatabase(inject('postgresAdminUrl'), name);
}

/** Each table's count and the sums of its numeric columns, as text (exact), in `client`'s snapshot. */
async function totals(client: pg.ClientBase): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await backedUpTables(client)) {
    const { rows: numeric } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = $1 and data_type = 'numeric' order by column_name`,
      [table.name],
    );
    const sums = numeric.map((c) => `coalesce(sum("${c.column_name}"), 0)::text`);
    const { rows } = await client.query<{ f: string[] }>(
      `select array[count(*)::text${sums.map((s) => `, ${s}`).join('')}] as f from ${table.quoted}`,
    );
    out[table.name] = rows[0]!.f;
  }
  return out;
}

/**
 * Accounts whose file order puts a child more than a restore batch (2 000 rows) before its parent:
 * the child is made first, the parent after 2 100 others, and the child moved under it in place.
 */
async function childBeforeParent(fresh: Awaited<ReturnType<typeof freshDatabase>>) {
  const raw = await rawSql(fresh);
  await raw.query(`insert into accounts (code, name, type) values ('9.9', 'Hija movida', 'Gasto')`);
  await raw.query(`insert into accounts (code, name, type)
                   select '9.9.' || g, 'Espacio ' || g, 'Gasto' from generate_series(1, 40) g`);
  await raw.query(`insert into accounts (code, name, type)
                   select '8.' || g, 'Relleno ' || g, 'Gasto' from generate_series(1, 2100) g`);
  await raw.query(`insert into accounts (code, name, type) values ('9', 'Padre nuevo', 'Gasto')`);
  // Room on the child's page, so its new version stays there (before the parent).
  await raw.query(`delete from accounts where code like '9.9.%'`);
  await raw.query(`vacuum accounts`);
  await raw.query(
    `update accounts set parent_id = (select id from accounts where code = '9') where code = '9.9'`,
  );
  const [order] = await raw.query(
    `select (select ctid from accounts where code = '9.9') < (select ctid from accounts where code = '9') as ok`,
  );
  expect(order!.ok).toBe(true);
  await raw.close();
}

beforeAll(async () => {
  const fresh = await freshDatabase();
  sourceUrl = fresh.raw.url;
  const raw = await rawSql(fresh);
  await seedScale(raw.runner, {
    fraction: 0.0005,
    anchor: businessDate(),
    timeZone: 'America/Caracas',
    passwordHash: await hashPassword(SEED_PASSWORD),
    force: false,
  });
  await raw.close();
  source = await build({}, undefined, fresh);
  // The journal of the seeded movements, backed up and restored like any table.
  expect((await postBooksHistory(source.db, { force: true })).entries).toBeGreaterThan(100);
  await childBeforeParent(fresh);
  adminEmail = (await createAdministrator(source.db)).email;
  await createPrice(source.db, '20');
}, 120_000);

afterAll(async () => {
  await source?.close();
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let file: string;
  let snapshot: Record<string, string[]>;

  it('takes one consistent snapshot while expenses keep being written', async () => {
    const auth = bearer((await login(source.app, adminEmail, 'Administrator')).access_token);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const res = await source.app.inject({
          method: 'POST',
          url: '/api/expenses',
          headers: auth,
          payload: {
            date: businessDate(),
            reasonForAdmission: `durante la copia ${n}`,
            incomeAmount: 100 + n,
          },
        });
        expect(res.statusCode).toBe(201);
        written++;
      }
    })();
    while (written < 5) await new Promise((r) => setTimeout(r, 10));
    file = join(folder, 'copia.backup.gz');
    const reader = new pg.Client({ connectionString: sourceUrl });
    await reader.connect();
    const result = await writeBackup(sourceUrl, file, async (id) => {
      // The same snapshot, read beside the backup: what the file must hold.
      await reader.query('begin isolation level repeatable read read only');
      await reader.query(`set transaction snapshot '${id}'`);
      snapshot = await totals(reader);
      await reader.query('commit');
    });
    await reader.end();
    writing = false;
    await writer;
    expect(result.rows).toBeGreaterThan(1000);
    const header = await readHeader(file);
    expect(Object.fromEntries(header.tables.map((t) => [t.name, String(t.rows)]))).toEqual(
      Object.fromEntries(Object.entries(snapshot).map(([name, f]) => [name, f[0]])),
    );
    // Writes went on: the source now has expenses the snapshot had not.
    const [now] = (await totals(await connected(sourceUrl))).expenses!;
    expect(Number(now)).toBeGreaterThan(Number(snapshot.expenses![0]));
  }, 120_000);

  it('restores into an empty database: the same counts and money totals, and the app signs in', async () => {
    const url = await newDatabase();
    const restored = await restoreBackup(file, url);
    expect(restored.rows).toBe(Object.values(snapshot).reduce((n, f) => n + Number(f[0]), 0));
    expect(await totals(await connected(url))).toEqual(snapshot);

    const database = fromPostgres(url, 4);
    const app = await build({}, undefined, { database, raw: { url }, drop: async () => {} });
    try {
      const session = await login(app.app, adminEmail, 'Administrator', PASSWORD);
      const list = await app.app.inject({
        url: '/api/expenses?limit=1',
        headers: bearer(session.access_token),
      });
      expect(list.headers['x-total-count']).toBe(snapshot.expenses![0]);
      // New rows continue after the restored ids.
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/expenses',
        headers: bearer(session.access_token),
        payload: { date: businessDate(), reasonForAdmission: 'después', incomeAmount: 1 },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a database that has data unless forced', async () => {
    await expect(restoreBackup(file, sourceUrl)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(file, sourceUrl)).rejects.toThrow('Use --force');
    const url = await newDatabase();
    await restoreBackup(file, url);
    await restoreBackup(file, url, true);
    expect(await totals(await connected(url))).toEqual(snapshot);
  }, 120_000);
});

const clients: pg.Client[] = [];
async function connected(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}
afterAll(async () => {
  for (const c of clients) await c.end().catch(() => {});
});

describe('scheduled backups', () => {
  it('takes one when a period has passed, keeps BACKUP_KEEP, and shows the last in /api/health and to administrators', async () => {
    const dataDir = mkdtempSync(join(folder, 'data-'));
    const config = { DATA_DIR: dataDir, BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 2 };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const day = 86_400_000;
    const start = Date.now();
    expect(await takeScheduledBackup(source.db, sourceUrl, config, log, roomyDisk, new Date(start))).toBe(
      'taken',
    );
    // A restart an hour later takes none.
    expect(
      await takeScheduledBackup(source.db, sourceUrl, config, log, roomyDisk, new Date(start + 3_600_000)),
    ).toBe('not due');
    expect(
      await takeScheduledBackup(source.db, sourceUrl, config, log, roomyDisk, new Date(start + day)),
    ).toBe('taken');
    expect(
      await takeScheduledBackup(source.db, sourceUrl, config, log, roomyDisk, new Date(start + 2 * day)),
    ).toBe('taken');
    const files = readdirSync(join(dataDir, 'backups')).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^prestamos-\d{8}-\d{6}\.backup\.gz$/.test(f))).toBe(true);

    const health = (await source.app.inject({ url: '/api/health' })).json();
    expect(health.backup).toMatchObject({
      file: join(dataDir, 'backups', files[1]!),
      bytes: expect.any(Number),
    });
    const auth = bearer((await login(source.app, adminEmail, 'Administrator')).access_token);
    const shown = (await source.app.inject({ url: '/api/settings/backup', headers: auth })).json();
    expect(shown).toMatchObject({ last: { file: health.backup.file }, failed: null });
  }, 120_000);

  it('records a failure, and administrators are warned', async () => {
    // A data folder that is a file: the backups folder cannot be made.
    const notAFolder = join(folder, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const config = { DATA_DIR: notAFolder, BACKUP_EVERY_HOURS: 1, BACKUP_KEEP: 2 };
    await expect(
      takeScheduledBackup(
        source.db,
        sourceUrl,
        config,
        { info: () => {}, warn: () => {}, error: () => {} },
        roomyDisk,
        new Date(Date.now() + 10 * 86_400_000),
      ),
    ).rejects.toThrow();
    const auth = bearer((await login(source.app, adminEmail, 'Administrator')).access_token);
    const warnings = (await source.app.inject({ url: '/api/settings/warnings', headers: auth })).json() as {
      id: string;
    }[];
    expect(warnings.map((w) => w.id)).toContain('backup-stale');
  }, 60_000);
});
