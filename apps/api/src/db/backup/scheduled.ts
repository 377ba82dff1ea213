import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { desc, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupStatus } from '@app/domain';
import type { Config } from '../../config';
import type { Db, Rows } from '../client';
import { backups } from '../schema';
import { writeBackup } from './write-backup';
import { backupsFolder } from './partial-files';
import type { DiskWatcher } from '../../disk/watcher';
import { spaceText } from '../../disk/space-text';

const NAME = /^prestamos-\d{8}-\d{6}\.backup\.gz$/;

/** Stale: scheduled backups are on and the newest attempt failed, or the last good one is two periods old. */
export function staleBackupWarning(status: BackupStatus): string | undefined {
  if (!status.stale) return undefined;
  return status.failed
    ? `La última copia de seguridad falló (${status.failed.error}). Revise el registro del servidor y el espacio en disco.`
    : `La última copia de seguridad tiene más de ${2 * status.everyHours} horas. Revise que el servidor esté en marcha y el registro del servidor.`;
}

export async function backupStatus(
  db: Db,
  config: Pick<Config, 'BACKUP_EVERY_HOURS'>,
): Promise<BackupStatus> {
  const [newest] = await db.select().from(backups).orderBy(desc(backups.startedAt)).limit(1);
  const [good] = await db
    .select()
    .from(backups)
    .where(isNull(backups.error))
    .orderBy(desc(backups.startedAt))
    .limit(1);
  const everyHours = config.BACKUP_EVERY_HOURS;
  const failed = newest?.error ? { at: newest.startedAt.toISOString(), error: newest.error } : null;
  const age = good ? Date.now() - good.startedAt.getTime() : Infinity;
  return {
    everyHours,
    last: good ? { at: good.startedAt.toISOString(), bytes: good.bytes!, file: good.file! } : null,
    failed,
    stale: everyHours > 0 && (failed !== null || (good !== undefined && age > 2 * everyHours * 3_600_000)),
  };
}

/**
 * Takes a backup into DATA_DIR/backups when the last good one is a period old (so restarts do not
 * take one each), records it, and keeps the newest BACKUP_KEEP files. A failure is recorded too, and
 * so is a backup skipped because it would leave the disk low (decision 31): it is tried again at the
 * next hourly look, and administrators see why in the banner.
 */
export async function takeScheduledBackup(
  db: Db,
  url: string,
  config: Pick<Config, 'BACKUP_EVERY_HOURS' | 'BACKUP_KEEP' | 'DATA_DIR'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  disk: Pick<DiskWatcher, 'wouldBeLowAfter'>,
  now = new Date(),
): Promise<'taken' | 'not due' | 'skipped'> {
  const status = await backupStatus(db, config);
  if (status.last && now.getTime() - Date.parse(status.last.at) < config.BACKUP_EVERY_HOURS * 3_600_000)
    return 'not due';
  const folder = resolve(backupsFolder(config.DATA_DIR));
  // A backup the size of the last one, or of the database itself before the first (gzip makes it far smaller).
  const estimate = status.last?.bytes ?? (await databaseBytes(db));
  const room = await disk.wouldBeLowAfter(estimate);
  if (room.low) {
    const reason = `No se hizo por falta de espacio en disco: una copia de unos ${spaceText(estimate)} dejaría ${spaceText(Math.max(0, room.spareBytes - estimate))} libres en ${folder}, menos que el mínimo de ${spaceText(room.lowBelowBytes)}. Libere espacio`;
    await db.insert(backups).values({ startedAt: now, error: reason });
    log.warn({ estimate, spareBytes: room.spareBytes }, `Copia de seguridad omitida. ${reason}.`);
    return 'skipped';
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const file = join(folder, `prestamos-${stamp}.backup.gz`);
  try {
    const made = await writeBackup(url, file);
    await db.insert(backups).values({ startedAt: now, file, bytes: made.bytes, rows: made.rows });
    log.info(
      { file, bytes: made.bytes, rows: made.rows, ms: Math.round(made.ms) },
      `Copia de seguridad: ${file}`,
    );
    prune(folder, config.BACKUP_KEEP);
    return 'taken';
  } catch (err) {
    await db
      .insert(backups)
      .values({ startedAt: now, error: String((err as Error).message ?? err).slice(0, 500) });
    log.error({ err }, 'La copia de seguridad programada falló');
    throw err;
  }
}

/** Deletes our scheduled backups beyond the newest `keep` (names sort by time). */
function prune(folder: string, keep: number): void {
  const files = readdirSync(folder)
    .filter((f) => NAME.test(f))
    .sort()
    .reverse();
  for (const old of files.slice(keep)) rmSync(join(folder, old), { force: true });
}

/** The database's size on disk, in bytes. */
async function databaseBytes(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select pg_database_size(current_database())::text as bytes`,
  )) as unknown as Rows<{ bytes: string }>;
  return Number(rows[0]!.bytes);
}
