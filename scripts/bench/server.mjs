// The processes the benchmark runs: the built server under test, and the bare and floor servers beside it.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SERVER = 'apps/api/dist/server.js';

/** The Node flags `npm start` gives the server (its heap bounds): measured as it runs. */
export const START_FLAGS = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));
const BARE = new URL('./bare-server.mjs', import.meta.url);
const FLOOR = new URL('./floor-server.mjs', import.meta.url);

/**
 * The database a server uses: DATABASE_URL, or the embedded one's socket in `dataDir` (embeddedUrls
 * in apps/api/src/db/embedded-postgres.ts; a short folder, as the benchmark's are).
 */
export const databaseUrlOf = (dataDir) =>
  process.env.DATABASE_URL ??
  `postgres://app@localhost/app?host=${encodeURIComponent(join(resolve(dataDir), 'postgres'))}`;

/** A process's resident memory in MB, from /proc (undefined once it has exited). */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the built server with `env` on a free port and waits for its first 200 on /api/health.
 * `healthyMs` is measured from the spawn: what a restart costs before anyone can be served.
 */
export async function startServer(env) {
  const port = 39000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, SERVER], {
    env: {
      // On PostgreSQL a production server refuses to start without JWT_SECRET; one server needs no shared key.
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The approvals measured carry no papers: the documents gate is measured by the API tests.
      REQUIRED_DOCUMENTS: '',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A benchmark that stops half-way (an error, Ctrl-C) must not leave the server running.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve((exited = { code, signal }))),
  );
  let healthyMs;
  while (healthyMs === undefined) {
    if (exited) throw new Error(`the server exited before answering /api/health (code ${exited.code})`);
    if (performance.now() - spawned > 120_000)
      throw new Error('the server did not answer /api/health in 2 minutes');
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) healthyMs = performance.now() - spawned;
    } catch {
      // not listening yet
    }
    if (healthyMs === undefined) await new Promise((r) => setTimeout(r, 20));
  }
  return {
    base,
    pid: child.pid,
    healthyMs,
    /** How the server ended when it did so on its own (or someone else stopped it); null while it runs. */
    exited: () => exited,
    async stop() {
      process.off('exit', orphanGuard);
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}

/** Samples a process's RSS every 250 ms; `peak()` answers the highest since the last `reset()`. */
export function rssSampler(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 250);
  return {
    reset: () => (peak = rssMb(pid) ?? 0),
    peak: () => Math.max(peak, rssMb(pid) ?? 0),
    stop: () => clearInterval(timer),
  };
}

/** A helper server in its own process (so it shares no event loop with the server under test nor the load tool). */
async function forkServer(script, env) {
  const child = fork(script, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(env && { env: { ...process.env, ...env } }),
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`${script.pathname} exited (code ${code})`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The floor server: the API's Fastify running `select 1` through pg on `databaseUrl`, at
 * `${base}/floor`. Its pid is metered with its backends like the server's.
 */
export const startFloorServer = (databaseUrl, applicationName) =>
  forkServer(FLOOR, { FLOOR_DATABASE_URL: databaseUrl, FLOOR_APPLICATION: applicationName });

/** The bare server: a Fastify app that answers what it is told to, from memory. */
export async function startBareServer() {
  const { child, ...bare } = await forkServer(BARE);
  let asked = 0;
  return {
    ...bare,
    /** Makes `method path` answer exactly `answer` ({ status, headers, body: Buffer }). */
    answer(method, path, answer) {
      const id = ++asked;
      return new Promise((resolve) => {
        const done = (m) => {
          if (m.id !== id) return;
          child.off('message', done);
          resolve();
        };
        child.on('message', done);
        child.send({ id, key: `${method} ${path}`, ...answer, body: answer.body.toString('base64') });
      });
    },
  };
}
