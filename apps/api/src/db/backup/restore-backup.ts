import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migratePostgresPool, migrationsFolder } from '../migrate';
import { BACKUP_FORMAT, type BackupHeader } from './format';
import { backedUpTables } from './tables';

/** Rows inserted per statement. */
const BATCH = 2000;
/** And at most about this much JSON per statement: a document's row is megabytes (decision 36). */
const BATCH_BYTES = 8 * 1024 * 1024;

export class RestoreRefused extends Error {}

export interface RestoreResult {
  header: BackupHeader;
  rows: number;
  ms: number;
}

/** The lines of a backup file, header first. */
function backupLines(file: string): AsyncIterator<string> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  return lines[Symbol.asyncIterator]();
}

export async function readHeader(file: string): Promise<BackupHeader> {
  const lines = backupLines(file);
  try {
    const first = await lines.next();
    const header = first.done ? undefined : (JSON.parse(first.value) as BackupHeader);
    if (header?.format !== BACKUP_FORMAT) throw new Error('formato desconocido');
    return header;
  } catch (err) {
    throw new RestoreRefused(
      `${file} no es una copia de seguridad de esta aplicación (${(err as Error).message}).`,
    );
  } finally {
    await lines.return?.();
  }
}

/**
 * Loads `file` into the database at `url`: refuses one that holds any row unless `force`; then
 * empties it (schemas public, drizzle, pgboss dropped and made again), migrates it to the backup's
 * migration level, replaces every table's rows in one transaction with the tables' own triggers off (the
 * counters and the audit trail come from the file as they were), checks each table's count and
 * checksum against the file, sets every identity to follow its rows, and migrates forward to this
 * version. A backup from a newer version, or from another branch of migrations, is refused.
 */
export async function restoreBackup(file: string, url: string, force = false): Promise<RestoreResult> {
  const began = performance.now();
  const header = await readHeader(file);
  const code = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const level = header.migrations.length;
  if (level > code.length || header.migrations.some((hash, i) => code[i]!.hash !== hash))
    throw new RestoreRefused(
      `La copia es de otra versión de la aplicación (${level} migraciones; esta tiene ${code.length}): restáurela con la versión que la hizo.`,
    );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const busy = await tablesWithRows(client);
    if (busy.length && !force)
      throw new RestoreRefused(
        `La base de datos de destino ya tiene datos (${busy.slice(0, 5).join(', ')}${busy.length > 5 ? '…' : ''}). Use --force para reemplazarlos por la copia.`,
      );
    await client.query('drop schema if exists pgboss cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
    await migrateTo(url, level);

    await client.query('begin');
    const tables = await backedUpTables(client);
    // The tables' own triggers stay off for the load; rows the migrations wrote (settings, counters) give way to the file's.
    for (const table of tables) await client.query(`alter table ${table.quoted} disable trigger user`);
    await client.query(`truncate ${tables.map((t) => t.quoted).join(', ')}`);
    const lines = backupLines(file);
    await lines.next(); // the header
    let total = 0;
    for (const expected of header.tables) {
      const table = tables.find((t) => t.name === expected.name);
      if (!table) throw new Error(`La tabla ${expected.name} de la copia no existe en la base restaurada.`);
      const hash = createHash('sha256');
      let batch: string[] = [];
      let batchBytes = 0;
      let loaded = 0;
      const columns = table.columns.map((c) => `"${c}"`).join(', ');
      const flush = async () => {
        if (!batch.length) return;
        await client.query(
          `insert into ${table.quoted} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table.quoted}, $1::json)`,
          [`[${batch.join(',')}]`],
        );
        loaded += batch.length;
        batch = [];
        batchBytes = 0;
      };
      for (;;) {
        const next = await lines.next();
        if (next.done) throw new Error(`La copia termina antes del final de la tabla ${table.name}.`);
        if (next.value.startsWith('#end ')) {
          const [, name, rows, sum] = next.value.split(' ');
          await flush();
          if (name !== table.name || Number(rows) !== expected.rows || loaded !== expected.rows)
            throw new Error(
              `La tabla ${table.name} no coincide con la copia (${loaded} de ${expected.rows} filas).`,
            );
          if (sum !== hash.digest('hex')) throw new Error(`La tabla ${table.name} está dañada en la copia.`);
          break;
        }
        hash.update(`${next.value}\n`);
        batch.push(next.value);
        batchBytes += next.value.length;
        // A table referencing itself loads in one statement: its keys are checked at the statement's
        // end, so a child read before its parent (an account moved under a newer one) is no error.
        if (!table.selfReferencing && (batch.length === BATCH || batchBytes >= BATCH_BYTES)) await flush();
      }
      total += loaded;
    }
    for (const table of tables) await client.query(`alter table ${table.quoted} enable trigger user`);
    await lines.return?.();
    await followIdentities(client);
    await client.query('commit');
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await migratePostgresPool(pool);
    } finally {
      await pool.end();
    }
    return { header, rows: total, ms: performance.now() - began };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const busy: string[] = [];
  for (const table of await backedUpTables(client)) {
    const { rowCount } = await client.query(`select 1 from ${table.quoted} limit 1`);
    if (rowCount) busy.push(table.name);
  }
  return busy;
}

/** Migrates to the first `level` migrations only: a folder holding just those, as drizzle reads it. */
async function migrateTo(url: string, level: number): Promise<void> {
  const source = migrationsFolder();
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  try {
    const journal = JSON.parse(readFileSync(join(source, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.slice(0, level);
    mkdirSync(join(folder, 'meta'));
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries)
      copyFileSync(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await migratePostgresPool(pool, folder);
    } finally {
      await pool.end();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every identity column continues after the highest id loaded. */
async function followIdentities(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ tbl: string; col: string; seq: string }>(`
    select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`);
  for (const r of rows)
    await client.query(
      `select setval($1, coalesce((select max("${r.col}") from public."${r.tbl}"), 0) + 1, false)`,
      [r.seq],
    );
}
