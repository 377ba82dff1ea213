// The processes the benchmark runs: the built server under test, and the bare server beside it.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SERVER = 'apps/api/dist/server.js';

/** The Node flags `npm start` gives the server (its heap bounds): measured as it runs. */
export const START_FLAGS = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));
const BARE = new URL('./bare-server.mjs', import.meta.url);

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

/**
 * The bare server: a Fastify app in its own process (so it shares no event loop with the server
 * under test nor with the load tool) that answers what it is told to, from memory.
 */
export async function startBareServer() {
  const child = fork(BARE, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (code ${code})`)));
  });
  let asked = 0;
  return {
    base: `http://127.0.0.1:${port}`,
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
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
