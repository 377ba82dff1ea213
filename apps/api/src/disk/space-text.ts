import type { DiskLimits, DiskReading, DiskState } from './space-rule';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const whole = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('es-VE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Bytes as a person reads them in a warning: '812 MB' or '1.024 MB' (as DISK_WARN_FREE_MB) under 10 GB, '75,9 GB' above. */
export const spaceText = (bytes: number): string =>
  bytes < 10 * GB ? `${whole.format(Math.floor(bytes / MB))} MB` : `${oneDecimal.format(bytes / GB)} GB`;

/** The free share of the disk, rounded down: a disk 0,6 % free reads '0 %', never '1 %'. */
export const freePercent = (reading: Pick<DiskReading, 'freeBytes' | 'totalBytes'>): number =>
  reading.totalBytes > 0 ? Math.floor((reading.freeBytes / reading.totalBytes) * 1000) / 10 : 0;

/**
 * The warning administrators read (banner and log) while the disk is low, with the folder and its
 * free space, and what a full disk stops: the database's writes where it shares the disk (no
 * DATABASE_URL), only backups and e-mail files otherwise; while writes are refused, how much space
 * brings them back.
 */
export function lowDiskMessage(
  folder: string,
  reading: DiskReading,
  state: DiskState,
  limits: Pick<DiskLimits, 'reserveBytes' | 'keepsReserve'>,
): string {
  const free = `${spaceText(reading.freeBytes)} libres (${Math.floor(freePercent(reading))} %)`;
  if (!limits.keepsReserve)
    return `Queda poco espacio en disco en ${folder}: ${free}. Libere espacio: allí se guardan las copias de seguridad y los correos que no salen por SMTP.`;
  if (!state.refusing)
    return `Queda poco espacio en disco en ${folder}: ${free}. Libere espacio: con el disco lleno el sistema deja de guardar pagos y solicitudes.`;
  // Writes come back once the spare space (free minus what the reserve file takes back) reaches the reserve.
  const needed = reading.freeBytes - state.spareBytes + limits.reserveBytes;
  return `El disco de ${folder} está casi lleno: ${free}. El sistema dejó de guardar pagos y solicitudes (las consultas siguen funcionando) y vuelve a guardarlos cuando haya ${spaceText(needed)} libres. Libere espacio.`;
}
