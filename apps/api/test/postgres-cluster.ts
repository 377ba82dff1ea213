import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

export const postgresBinariesAvailable = (): boolean => existsSync(join(PGBIN, 'initdb'));

export interface Cluster {
  url: string;
  /** Kills the postmaster (SIGKILL: a crash, the OOM killer); its backends end when they notice. */
  crash(): void;
  /** Starts it again on the same folder and port, as systemd's Restart=always would (crash recovery). */
  start(): void;
  stop(): void;
}

/**
 * A throwaway PostgreSQL server for one test run, from the system's binaries (TOOLCHAIN.md). Fast,
 * not durable, unless `durable`: then what it acknowledges survives its processes being killed.
 * PostgreSQL refuses to run as root, so as root its commands run through `runuser -u postgres`.
 * Its folder is made in `parent` (the system's temporary folder unless given: the full-disk test's tmpfs).
 */
export function startCluster(options: { durable?: boolean; parent?: string } = {}): Cluster {
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(PGBIN, cmd), ...args]]
      : [join(PGBIN, cmd), args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(join(options.parent ?? tmpdir(), 'pgtest-'));
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim();
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  run('initdb', [
    '-D',
    join(dir, 'data'),
    '-U',
    'app',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const start = () =>
      run('pg_ctl', [
        '-D',
        join(dir, 'data'),
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        '30',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200` +
          // A commit acknowledged before its WAL reached the OS is lost when the server is killed.
          (options.durable ? '' : ' -c synchronous_commit=off'),
        'start',
      ]);
    try {
      start();
      return {
        url: `postgres://app@127.0.0.1:${port}/postgres`,
        crash() {
          const pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
          process.kill(pid, 'SIGKILL');
        },
        start,
        stop() {
          try {
            run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        },
      };
    } catch (err) {
      lastError = err; // most likely the port was taken: try another
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`could not start PostgreSQL: ${String(lastError)}`);
}
