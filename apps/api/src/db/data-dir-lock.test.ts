import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const API_DIR = resolve(import.meta.dirname, '../..');
const IN_USE = /^La carpeta de datos .* ya está en uso por otro proceso \(pid (\d+)\)\. Detenga ese servidor/;

// Start times come from /proc: Linux, where the server runs in production.
const hasProc = existsSync('/proc/self/stat');
let dir: string;
const lockFile = () => join(dir, 'server.lock');
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** A live process that is not a server: `sleep`, as a crashed server's pid may have become after a reboot. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** Another process of ours holding the folder, through the same lock the server takes. */
async function lockingProcess(): Promise<ChildProcess> {
  const code = `const { lockDataDir } = await import('./src/db/data-dir-lock.ts');
lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, dir], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && ok());
    child.once('exit', (c) => fail(new Error(`the locking process exited with ${c}`)));
  });
  return child;
}

describe('the data folder lock', () => {
  it.runIf(hasProc)('records this process and its start time, and lets go on unlock', () => {
    const unlock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(lockFile(), 'utf8')) as Record<string, unknown>;
    expect(owner.pid).toBe(process.pid);
    expect(owner.start).toMatch(/^\d+$/);
    expect(owner.boot).toMatch(/^[\w-]{36}$/);
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over the lock of a process that is gone', () => {
    const gone = spawnSync('true').pid!;
    writeFileSync(lockFile(), JSON.stringify({ pid: gone, start: '1', boot: 'x' }));
    lockDataDir(dir)();
  });

  it.runIf(hasProc)(
    'takes over a lock whose pid now belongs to a live process that is not our server',
    () => {
      const sleeper = unrelatedProcess();
      // A lock from before start times were recorded: a bare pid, and that pid is `sleep`.
      writeFileSync(lockFile(), String(sleeper));
      const unlock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
      unlock();
      // A recorded start time that is not the live process's: the pid was reused.
      const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      writeFileSync(lockFile(), JSON.stringify({ pid: sleeper, start: '1', boot: bootId }));
      lockDataDir(dir)();
      // Or it was written before a reboot.
      writeFileSync(lockFile(), JSON.stringify({ pid: sleeper, start: '1', boot: 'another-boot' }));
      lockDataDir(dir)();
    },
  );

  it('refuses, in Spanish, a folder a live server of ours holds, in either lock format', async () => {
    const holder = await lockingProcess();
    expect(() => lockDataDir(dir)).toThrow(IN_USE);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${holder.pid})`);
    // The lock is still the holder's.
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: holder.pid });
    // The bare pid an older version wrote: a live Node process is taken for a server of ours.
    writeFileSync(lockFile(), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(IN_USE);
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    // Once it is gone, its lock is taken over.
    lockDataDir(dir)();
  });
});
