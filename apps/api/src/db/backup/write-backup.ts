import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { BACKUP_FORMAT, type BackupHeader, type TableHeader } from './format';
import { appliedMigrations, backedUpTables } from './tables';

/** What a backup is called while it is written (renamed when done; a start deletes those left over). */
export const PARTIAL_SUFFIX = '.partial';

/** Rows fetched from the cursor at a time: memory stays flat whatever a table's size. */
const BATCH = 5000;
/**
 * The same for a table with a bytea column: a document's row is up to 10 MB, 20 MB as hex in JSON.
 * One at a time: 50 rows of 8 MB back up with a peak of ~220 MB over the process's own (4 at a time:
 * ~450 MB; 5000 would hold them all), at the same speed (decision 36).
 */
const WIDE_BATCH = 1;

export interface BackupResult {
  file: string;
  bytes: number;
  rows: number;
  ms: number;
  header: BackupHeader;
}

/**
 * One consistent file of the database at `url`: every table read in one REPEATABLE READ READ ONLY
 * transaction (one snapshot, while the server goes on writing), each row as PostgreSQL's own JSON
 * of it (numeric stays the exact text the database holds), gzip. Written beside `file` under a
 * temporary name, synced and renamed: a half-written file never looks like a backup.
 */
export async function writeBackup(
  url: string,
  file: string,
  /** Given the snapshot's id (pg_export_snapshot) while it is open: the tests read the same snapshot. */
  onSnapshot?: (id: string) => Promise<void>,
): Promise<BackupResult> {
  const began = performance.now();
  mkdirSync(dirname(file), { recursive: true });
  const client = new pg.Client({ connectionString: url });
  // The database lost mid-backup: the statement in flight fails (the backup with it), the process goes on.
  client.on('error', () => {});
  await client.connect();
  const draft = `${file}${PARTIAL_SUFFIX}`;
  const gzip = createGzip();
  const out = createWriteStream(draft);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const write = (text: string) =>
    gzip.write(text) ? Promise.resolve() : new Promise<void>((r) => gzip.once('drain', () => r()));
  try {
    await client.query('begin isolation level repeatable read read only');
    if (onSnapshot)
      await onSnapshot((await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id);
    const tables = await backedUpTables(client);
    const migrations = await appliedMigrations(client);
    const counts: TableHeader[] = [];
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${table.quoted}`);
      counts.push({ name: table.name, columns: table.columns, rows: Number(rows[0]!.n) });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations,
      tables: counts,
    };
    await write(`${JSON.stringify(header)}\n`);
    let total = 0;
    for (const table of tables) {
      const hash = createHash('sha256');
      await client.query(
        `declare rows_out no scroll cursor for select row_to_json(t)::text as j from ${table.quoted} t`,
      );
      let written = 0;
      for (;;) {
        const { rows } = await client.query<{ j: string }>(
          `fetch ${table.wide ? WIDE_BATCH : BATCH} from rows_out`,
        );
        if (!rows.length) break;
        const chunk = rows.map((r) => r.j).join('\n') + '\n';
        hash.update(chunk);
        await write(chunk);
        written += rows.length;
      }
      await client.query('close rows_out');
      const expected = counts.find((c) => c.name === table.name)!.rows;
      if (written !== expected)
        throw new Error(`La tabla ${table.name} dio ${written} filas y se contaron ${expected}.`);
      // Each table ends with a line no row can be (a JSON object always starts with "{").
      await write(`#end ${table.name} ${written} ${hash.digest('hex')}\n`);
      total += written;
    }
    await client.query('commit');
    gzip.end();
    await finished;
    const fd = openSync(draft, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(draft, file);
    syncFolder(dirname(file));
    return { file, bytes: statSync(file).size, rows: total, ms: performance.now() - began, header };
  } catch (err) {
    gzip.destroy();
    out.destroy();
    rmSync(draft, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The rename itself reaches the disk only when the folder is synced. */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    fsyncSync(fd);
    closeSync(fd);
  } catch {
    // Some systems cannot open a folder for syncing (Windows); the file itself is synced.
  }
}
