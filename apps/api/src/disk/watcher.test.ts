import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannotMountReason, mountSmallDisk, type SmallDisk } from '../../test/small-disk';
import { RESERVE_FILE, watchDisk, type DiskWatcher } from './watcher';

const MB = 1024 * 1024;
const reason = cannotMountReason();
if (reason) console.warn(`watcher.test.ts omitida: ${reason}`);

/** The watcher on a 128 MB filesystem of its own, filled and emptied by hand, one look at a time. */
(reason ? describe.skip : describe)('the disk watcher on a small disk', () => {
  let disk: SmallDisk;
  let watcher: DiskWatcher;
  const logged: { level: string; msg: string }[] = [];
  const log = {
    info: (...args: unknown[]) => logged.push({ level: 'info', msg: String(args.at(-1)) }),
    warn: (...args: unknown[]) => logged.push({ level: 'warn', msg: String(args.at(-1)) }),
    error: (...args: unknown[]) => logged.push({ level: 'error', msg: String(args.at(-1)) }),
  };
  const reserve = () => join(disk.dir, RESERVE_FILE);
  const config = { DISK_RESERVE_MB: 32, DISK_WARN_FREE_MB: 50, DISK_WARN_FREE_PERCENT: 0 };

  beforeAll(async () => {
    disk = mountSmallDisk(128);
    watcher = await watchDisk(disk.dir, config, { keepsReserve: true, log, everyMs: 0 });
  });
  afterAll(() => {
    watcher?.stop();
    disk?.unmount();
  });

  it('writes the reserve file at start, and says how much is free', () => {
    expect(statSync(reserve()).size).toBe(32 * MB);
    expect(watcher.status()).toMatchObject({ low: false, writesRefused: false });
    expect(watcher.status().freeBytes).toBeGreaterThan(90 * MB);
    expect(watcher.status().totalBytes).toBe(128 * MB);
    expect(watcher.warning()).toBeUndefined();
  });

  it('is low under DISK_WARN_FREE_MB, with the folder and the free space in Spanish', async () => {
    disk.fill('photos', 40 * MB);
    expect(await watcher.check()).toMatchObject({ low: true, writesRefused: false });
    expect(watcher.warning()).toMatch(
      new RegExp(
        `^Queda poco espacio en disco en ${disk.dir}: (39|40) MB libres \\(31 %\\)\\. Libere espacio: con el disco lleno el sistema deja de guardar pagos y solicitudes\\.$`,
      ),
    );
    expect(logged.at(-1)).toMatchObject({ level: 'warn', msg: watcher.warning() });
    expect((await watcher.wouldBeLowAfter(0)).low).toBe(true);
  });

  it('refuses writes under the reserve, then releases the reserve file under half of it', async () => {
    disk.fill('photos', 20 * MB);
    expect(await watcher.check()).toMatchObject({ writesRefused: true });
    expect(watcher.refusing).toBe(true);
    expect(existsSync(reserve())).toBe(true);
    expect(watcher.warning()).toMatch(
      /está casi lleno: (19|20) MB libres \(15 %\)\. El sistema dejó de guardar pagos y solicitudes \(las consultas siguen funcionando\) y vuelve a guardarlos cuando haya 32 MB libres\. Libere espacio\.$/,
    );

    disk.fill('photos', 10 * MB);
    const released = await watcher.check();
    expect(existsSync(reserve())).toBe(false);
    // PostgreSQL has the reserve's room now, and the refusal stands.
    expect(released.freeBytes).toBeGreaterThan(40 * MB);
    expect(released.writesRefused).toBe(true);
    expect(watcher.warning()).toMatch(/vuelve a guardarlos cuando haya 64 MB libres/);
    expect(logged.map((l) => l.msg)).toContainEqual(
      expect.stringMatching(/se liberó el espacio reservado \(32 MB\)/),
    );
  });

  it('writes the reserve again and accepts writes once there is room for both', async () => {
    rmSync(join(disk.dir, 'photos'));
    expect(await watcher.check()).toMatchObject({ low: false, writesRefused: false });
    expect(statSync(reserve()).size).toBe(32 * MB);
    expect(watcher.warning()).toBeUndefined();
    expect(logged.map((l) => l.msg)).toContainEqual(expect.stringMatching(/se aceptan las escrituras/));
  });
});
