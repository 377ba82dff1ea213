import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The folder's lock is held by a live server (a command then reaches that server's database). */
export class DataDirBusy extends Error {}

/** What `server.lock` holds: who took it, told apart from any later process given the same pid. */
interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), when the system has /proc. */
  start?: string;
  /** The boot the start time counts from (/proc/sys/kernel/random/boot_id). */
  boot?: string;
}

/**
 * The server runs the folder's PostgreSQL as its child, so one server per folder: it holds
 * `server.lock` for as long as it runs (PostgreSQL's own pid file would only say "busy" later, and
 * a server of ours killed with its database still running must be told apart from a live one). A lock is taken over when its process is gone, or
 * when its pid now belongs to another process (pids are reused: after a crash and a reboot, the
 * old number is often some other live program's).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(identify(process.pid)));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && stillHolds(owner)) {
        throw new DataDirBusy(
          `La carpeta de datos ${dataDir} ya está en uso por otro proceso (pid ${owner.pid}). ` +
            'Detenga ese servidor o use otra DATA_DIR; para varios servidores use DATABASE_URL (PostgreSQL).',
          { cause: err },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${join(dataDir, 'server.lock')}`);
}

/** The lock's owner: JSON, or a bare pid as written before the start time was recorded. */
function readOwner(file: string): LockOwner | undefined {
  const text = readFileSync(file, 'utf8').trim();
  let owner: Partial<LockOwner>;
  try {
    owner = /^\d+$/.test(text) ? { pid: Number(text) } : (JSON.parse(text) as Partial<LockOwner>);
  } catch {
    return undefined; // half-written by a process that died while taking it
  }
  return Number.isInteger(owner.pid) && owner.pid! > 0 ? (owner as LockOwner) : undefined;
}

/** Whether the process that wrote the lock is still running. */
function stillHolds(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = identify(owner.pid);
  // Without /proc (macOS, Windows) a live pid is all there is to go on: keep the lock.
  if (now.start === undefined) return true;
  if (owner.start !== undefined) return owner.start === now.start && owner.boot === now.boot;
  // A lock from before start times were recorded: only a Node process may be a server of ours.
  return /^node(js)?(\d+)?$/.test(basename(commandOf(owner.pid)));
}

/** A pid with its start time and boot, read from /proc where there is one. */
function identify(pid: number): LockOwner {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 is the start time; the name before it (field 2, in parentheses) may hold spaces.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return { pid, start, boot };
  } catch {
    return { pid };
  }
}

/** The program a process runs (its argv[0]), or '' when it cannot be read. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
