import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, freshDatabase, roomyDisk, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { removePartialBackups } from './partial-files';
import { takeScheduledBackup } from './scheduled';

/** Decision 31 for backups: none that would leave the disk low, and no half-written file kept. */
let h: Harness;
let url: string;
const folder = mkdtempSync(join(tmpdir(), 'backup-low-disk-'));
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
beforeAll(async () => {
  const fresh = await freshDatabase();
  url = fresh.raw.url;
  h = await build({}, undefined, fresh);
});
afterAll(async () => {
  await h.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A disk with `spare` bytes spare that is low under `lowBelow`; it remembers the sizes it was asked about. */
function diskWith(spare: number, lowBelow: number) {
  const asked: number[] = [];
  return {
    asked,
    wouldBeLowAfter: async (bytes: number) => {
      asked.push(bytes);
      return { low: spare - bytes < lowBelow, spareBytes: spare, lowBelowBytes: lowBelow };
    },
  };
}

describe('a scheduled backup on a low disk', () => {
  it('is skipped with a warning when it would leave less than the low threshold, and administrators see why', async () => {
    const config = { DATA_DIR: join(folder, 'low'), BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 2 };
    const warned: string[] = [];
    const log = { ...quiet, warn: ((_: unknown, msg: string) => void warned.push(msg)) as never };
    const MB = 1024 * 1024;
    const disk = diskWith(1025 * MB, 1024 * MB);
    expect(await takeScheduledBackup(h.db, url, config, log, disk)).toBe('skipped');
    // No backup yet: the database's own size is the estimate.
    expect(disk.asked[0]).toBeGreaterThan(MB);
    expect(existsSync(join(config.DATA_DIR, 'backups'))).toBe(false);
    expect(warned[0]).toMatch(
      /^Copia de seguridad omitida\. No se hizo por falta de espacio en disco: una copia de unos [\d.]+ MB dejaría [\d.]+ MB libres en .*, menos que el mínimo de 1\.024 MB\. Libere espacio\.$/,
    );

    const admin = await createAdministrator(h.db);
    const auth = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
    const warnings = (await h.app.inject({ url: '/api/settings/warnings', headers: auth })).json() as {
      id: string;
      message: string;
    }[];
    expect(warnings.find((w) => w.id === 'backup-stale')?.message).toMatch(
      /^La última copia de seguridad falló \(No se hizo por falta de espacio en disco: /,
    );
  });

  it('estimates from the last backup once there is one', async () => {
    const config = { DATA_DIR: join(folder, 'roomy'), BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 2 };
    expect(await takeScheduledBackup(h.db, url, config, quiet, roomyDisk)).toBe('taken');
    const [file] = readdirSync(join(config.DATA_DIR, 'backups'));
    const { backup } = (await h.app.inject({ url: '/api/health' })).json() as { backup: { bytes: number } };
    const disk = diskWith(Number.MAX_SAFE_INTEGER, 0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await takeScheduledBackup(h.db, url, config, quiet, disk, tomorrow)).toBe('taken');
    expect(file).toMatch(/\.backup\.gz$/);
    expect(disk.asked).toEqual([backup.bytes]);
  });
});

describe('backups cut short', () => {
  it('leave no .partial file after the next start, and finished backups are kept', () => {
    const dataDir = join(folder, 'partial');
    const backups = join(dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    writeFileSync(join(backups, 'prestamos-20260101-030000.backup.gz'), 'done');
    writeFileSync(join(backups, 'prestamos-20260102-030000.backup.gz.partial'), 'cut');
    writeFileSync(join(backups, 'prestamos-20260102-manual.backup.gz.partial'), 'cut');
    const removed = removePartialBackups(dataDir, quiet);
    expect(removed.map((f) => f.slice(backups.length + 1)).sort()).toEqual([
      'prestamos-20260102-030000.backup.gz.partial',
      'prestamos-20260102-manual.backup.gz.partial',
    ]);
    expect(readdirSync(backups)).toEqual(['prestamos-20260101-030000.backup.gz']);
    // A data folder with no backups yet is fine.
    expect(removePartialBackups(join(folder, 'none'), quiet)).toEqual([]);
  });
});
