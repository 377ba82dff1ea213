import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PARTIAL_SUFFIX } from './write-backup';

/** The folder of the server's own backups (scheduled and `npm run backup` without --out). */
export const backupsFolder = (dataDir: string): string => join(dataDir, 'backups');

/**
 * Deletes the `.partial` files a backup cut short left in DATA_DIR/backups (write-backup.ts writes
 * under that name and renames when done): at start, they are what a stop, a crash or a full disk cut short.
 */
export function removePartialBackups(dataDir: string, log: Pick<FastifyBaseLogger, 'info'>): string[] {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return []; // no backup yet
  }
  const removed = names.filter((name) => name.endsWith(PARTIAL_SUFFIX)).map((name) => join(folder, name));
  for (const file of removed) {
    rmSync(file, { force: true });
    log.info({ file }, `Se borró una copia de seguridad incompleta: ${file}`);
  }
  return removed;
}
