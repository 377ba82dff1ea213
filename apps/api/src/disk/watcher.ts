import { mkdir, open, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { diskState, lowBelowBytes, type DiskLimits, type DiskReading, type DiskState } from './space-rule';
import { freePercent, lowDiskMessage, spaceText } from './space-text';

const MB = 1024 * 1024;

/** The file that holds DISK_RESERVE_MB for PostgreSQL in the data folder (embedded database only). */
export const RESERVE_FILE = 'disk-reserve';

/** How often the disk is looked at: a disk filling at 50 MB/s loses less than the reserve between looks. */
export const DISK_CHECK_MS = 1000;

/** A low disk is logged when it becomes low, then once an hour while it stays low. */
const LOG_LOW_EVERY_MS = 3_600_000;

/** What /api/health and the log show of the data folder's disk. */
export interface DiskStatus {
  freeBytes: number;
  totalBytes: number;
  /** Free share of the disk, one decimal. */
  freePercent: number;
  low: boolean;
  writesRefused: boolean;
}

/** The data folder's disk, read every DISK_CHECK_MS: how full it is and whether writes are refused now. */
export interface DiskWatcher {
  readonly folder: string;
  /** The last reading. */
  status(): DiskStatus;
  /** Writes are answered 507 now (decision 31). */
  readonly refusing: boolean;
  /** The banner's and the log's Spanish warning while the disk is low; undefined otherwise. */
  warning(): string | undefined;
  /** Whether writing `bytes` more would leave the disk low (read now, not from the last look). */
  wouldBeLowAfter(bytes: number): Promise<{ low: boolean; spareBytes: number; lowBelowBytes: number }>;
  /** Reads the disk now and acts on it (the timer calls it; tests may too). */
  check(): Promise<DiskStatus>;
  stop(): void;
}

export interface WatchOptions {
  /** Keep the reserve file: PostgreSQL's files are on this disk (no DATABASE_URL). */
  keepsReserve: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** 0: read only when asked (`check`). */
  everyMs?: number;
}

export const diskLimitsOf = (
  config: Pick<Config, 'DISK_RESERVE_MB' | 'DISK_WARN_FREE_MB' | 'DISK_WARN_FREE_PERCENT'>,
  keepsReserve: boolean,
): DiskLimits => ({
  reserveBytes: config.DISK_RESERVE_MB * MB,
  warnBytes: config.DISK_WARN_FREE_MB * MB,
  warnPercent: config.DISK_WARN_FREE_PERCENT,
  keepsReserve,
});

/**
 * Reads the data folder's disk at once (the reserve file written or released before the database
 * starts), then every DISK_CHECK_MS on an unref'd timer, logging each change: low (hourly while it
 * lasts), writes refused and resumed, the reserve file released and written again.
 */
export async function watchDisk(
  folder: string,
  config: Pick<Config, 'DISK_RESERVE_MB' | 'DISK_WARN_FREE_MB' | 'DISK_WARN_FREE_PERCENT'>,
  { keepsReserve, log, everyMs = DISK_CHECK_MS }: WatchOptions,
): Promise<DiskWatcher> {
  // A first start has no data folder yet, and statfs needs one.
  await mkdir(folder, { recursive: true });
  const limits = diskLimitsOf(config, keepsReserve);
  const reserveFile = join(folder, RESERVE_FILE);
  let reading: DiskReading = { freeBytes: 0, totalBytes: 0, reserveHeld: 0 };
  let state: DiskState = { spareBytes: 0, low: false, refusing: false, reserve: 'keep' };
  let lowLoggedAt = -Infinity;
  let running: Promise<DiskStatus> | undefined;

  const read = async (): Promise<DiskReading> => {
    const fs = await statfs(folder);
    const held = keepsReserve ? ((await stat(reserveFile).catch(() => undefined))?.size ?? 0) : 0;
    return { freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize, reserveHeld: held };
  };
  const status = (): DiskStatus => ({
    freeBytes: reading.freeBytes,
    totalBytes: reading.totalBytes,
    freePercent: freePercent(reading),
    low: state.low,
    writesRefused: state.refusing,
  });
  const warning = () => (state.low ? lowDiskMessage(folder, reading, state, limits) : undefined);

  const look = async (): Promise<DiskStatus> => {
    reading = await read();
    const next = diskState(reading, limits);
    if (next.reserve === 'release') {
      await rm(reserveFile, { force: true });
      log.warn(
        { disk: status() },
        `Disco casi lleno en ${folder}: se liberó el espacio reservado (${spaceText(reading.reserveHeld)}) para que la base de datos siga respondiendo.`,
      );
    } else if (next.reserve === 'restore') {
      await writeReserve(reserveFile, limits.reserveBytes, reading.reserveHeld, log);
    }
    if (next.reserve !== 'keep') reading = await read();
    const before = state;
    state = diskState(reading, limits);
    if (state.refusing && !before.refusing)
      log.error({ disk: status() }, `Sin espacio en disco en ${folder}: se rechazan las escrituras.`);
    if (!state.refusing && before.refusing)
      log.info(
        { disk: status() },
        `Vuelve a haber espacio en disco en ${folder}: se aceptan las escrituras.`,
      );
    if (!state.low && before.low)
      log.info({ disk: status() }, `Hay espacio suficiente en disco en ${folder}.`);
    if (state.low && (!before.low || Date.now() - lowLoggedAt >= LOG_LOW_EVERY_MS)) {
      lowLoggedAt = Date.now();
      log.warn({ warning: 'disk-low', disk: status() }, warning());
    }
    return status();
  };
  // One look at a time: a slow disk never stacks them up.
  const check = () => (running ??= look().finally(() => (running = undefined)));

  await check();
  const timer =
    everyMs > 0
      ? setInterval(
          () =>
            void check().catch((err: unknown) =>
              log.error({ err }, `No se pudo leer el espacio en disco de ${folder}`),
            ),
          everyMs,
        ).unref()
      : undefined;

  return {
    folder,
    status,
    get refusing() {
      return state.refusing;
    },
    warning,
    async wouldBeLowAfter(bytes) {
      const fresh = await read();
      const now = diskState(fresh, limits);
      const threshold = lowBelowBytes(fresh.totalBytes, limits);
      return {
        low: now.spareBytes - bytes < threshold,
        spareBytes: now.spareBytes,
        lowBelowBytes: threshold,
      };
    },
    check,
    stop: () => clearInterval(timer),
  };
}

/** Writes the reserve file up to `bytes` of real blocks (zeros, synced); a disk that fills meanwhile leaves none. */
async function writeReserve(
  file: string,
  bytes: number,
  held: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<void> {
  const chunk = Buffer.alloc(MB);
  const handle = await open(file, 'a');
  try {
    for (let at = held; at < bytes; at += chunk.length)
      await handle.write(chunk, 0, Math.min(MB, bytes - at));
    await handle.sync();
    log.info(`Espacio reservado para la base de datos: ${spaceText(bytes)} en ${file}.`);
  } catch (err) {
    await rm(file, { force: true });
    log.error({ err }, `No se pudo reservar espacio en ${file}`);
  } finally {
    await handle.close();
  }
}
