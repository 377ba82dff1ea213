import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MB = 1024 * 1024;

/**
 * Why a small filesystem cannot be mounted here, or undefined when it can: only root mounts tmpfs.
 * (This machine kind and CI run tests as root; elsewhere the full-disk tests skip with this reason.)
 */
export const cannotMountReason = (): string | undefined =>
  process.getuid?.() === 0
    ? undefined
    : 'montar un tmpfs requiere root: las pruebas de disco lleno no corren con este usuario';

/** A tmpfs of `megabytes` mounted on a new folder (mode 0755: the embedded PostgreSQL runs as postgres). */
export interface SmallDisk {
  dir: string;
  /** Free bytes now (statfs). */
  free(): number;
  /** Writes a file of zeros at `name` that leaves `leaveBytes` free (at most), or grows it to do so. */
  fill(name: string, leaveBytes: number): void;
  /** Unmounts (lazily if a process still holds a file there) and removes the folder; safe to call twice. */
  unmount(): void;
}

export function mountSmallDisk(megabytes: number, parent = tmpdir()): SmallDisk {
  const dir = mkdtempSync(join(parent, 'small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', dir]);
  const free = () => {
    const fs = statfsSync(dir);
    return fs.bavail * fs.bsize;
  };
  let mounted = true;
  return {
    dir,
    free,
    fill(name, leaveBytes) {
      const fd = openSync(join(dir, name), 'a');
      const chunk = Buffer.alloc(MB);
      try {
        for (let left = free() - leaveBytes; left > 0; left -= chunk.length)
          writeSync(fd, chunk, 0, Math.min(chunk.length, left));
      } finally {
        closeSync(fd);
      }
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      try {
        execFileSync('umount', [dir], { stdio: 'pipe' });
      } catch {
        // Busy (a process left running still has a file open): detach it now, freed when released.
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
