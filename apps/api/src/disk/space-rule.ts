/** What the server keeps free on its data folder's disk (DISK_* settings, in bytes). */
export interface DiskLimits {
  /** DISK_RESERVE_MB: below this much spare space, writes are refused. */
  reserveBytes: number;
  /** DISK_WARN_FREE_MB: below this much spare space, the disk is low. */
  warnBytes: number;
  /** DISK_WARN_FREE_PERCENT: below this share of the disk spare, the disk is low. */
  warnPercent: number;
  /** Whether a reserve file is kept: PostgreSQL's files share this disk (the embedded database). */
  keepsReserve: boolean;
}

/** One look at the disk: statfs's space available to us, the disk's size, and the reserve file's bytes. */
export interface DiskReading {
  freeBytes: number;
  totalBytes: number;
  /** Bytes of the reserve file present now (0 when missing or not kept). */
  reserveHeld: number;
}

/** What the server does about a reading. */
export interface DiskState {
  /** Free space apart from what a missing reserve file will take back. */
  spareBytes: number;
  /** Below either warning threshold (or writes refused): administrators are warned. */
  low: boolean;
  /** API writes are answered 507 before reaching the database. */
  refusing: boolean;
  /** 'release': delete the reserve file (PostgreSQL needs the room); 'restore': write it again; 'keep': nothing to do. */
  reserve: 'release' | 'restore' | 'keep';
}

/** The spare space under which the disk is low: the larger of DISK_WARN_FREE_MB and DISK_WARN_FREE_PERCENT of the disk. */
export const lowBelowBytes = (totalBytes: number, limits: DiskLimits): number =>
  Math.max(limits.warnBytes, (totalBytes * limits.warnPercent) / 100);

/**
 * Decision 31's rule. Spare = free − (reserve − held): a deleted reserve file does not count as free,
 * so deleting it never lifts the refusal. Writes are refused while spare < reserve (only where the
 * reserve is kept: with DATABASE_URL the database's disk is not this one). The reserve file is
 * deleted when free < reserve / 2 (something else filled the disk: PostgreSQL gets the room to
 * finish its WAL and keep answering reads), and written again once spare ≥ reserve, which is the
 * moment writes resume: after writing it free is still ≥ reserve, so neither flaps.
 */
export function diskState(reading: DiskReading, limits: DiskLimits): DiskState {
  const { freeBytes, totalBytes, reserveHeld } = reading;
  const owed = limits.keepsReserve ? Math.max(0, limits.reserveBytes - reserveHeld) : 0;
  const spareBytes = Math.max(0, freeBytes - owed);
  const refusing = limits.keepsReserve && spareBytes < limits.reserveBytes;
  const low = refusing || spareBytes < lowBelowBytes(totalBytes, limits);
  let reserve: DiskState['reserve'] = 'keep';
  if (limits.keepsReserve && reserveHeld > 0 && freeBytes < limits.reserveBytes / 2) reserve = 'release';
  else if (limits.keepsReserve && owed > 0 && !refusing) reserve = 'restore';
  return { spareBytes, low, refusing, reserve };
}
