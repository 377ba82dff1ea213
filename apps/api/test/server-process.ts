import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

const API_DIR = resolve(import.meta.dirname, '..');

/** The real server (src/server.ts through tsx) in a process of its own, as `npm run dev` starts it. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** The port, once it logs that it listens (rejects if it exits first). */
  listening: Promise<number>;
  /** How it ended, and when (performance.now(), and the wall clock its log lines' `time` use). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number; wallAt: number }>;
  /** Ends it at once (SIGKILL) if it still runs: for afterAll, whatever a test left behind. */
  kill: () => void;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      ...env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    at: number;
    wallAt: number;
  }>((ok) =>
    child.once('exit', (code, signal) => ok({ code, signal, at: performance.now(), wallAt: Date.now() })),
  );
  const listening = new Promise<number>((ok, fail) => {
    const look = () => {
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port) ok(Number(port));
    };
    child.stdout!.on('data', look);
    void exited.then(({ code }) => fail(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
  // Tests that expect an early exit do not wait for it.
  listening.catch(() => {});
  return {
    child,
    output: () => out,
    listening,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * A database of its own for a server process, from the run's migrated template on the engine this
 * run tests (a server starting its own embedded database is durability.test.ts's subject).
 */
export async function serverDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
  const { url, drop } = await postgresDatabase();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex') },
    drop: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the run's PostgreSQL server, from the migrated template. */
export async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `s_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}" template "${inject('postgresTemplate')}"`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

export { freePort } from './free-port';

/** A raw TCP client: what it received, and when the server closed it (performance.now()). */
export interface RawClient {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

export function rawClient(port: number): Promise<RawClient> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (data += d));
    // A reset is a close too: the server cut the connection.
    socket.on('error', () => {});
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now())));
    socket.once('connect', () => ok({ socket, received: () => data, closed }));
    socket.once('error', fail);
  });
}

/** Writes `chunks` one by one, `everyMs` apart, while the socket is open; returns the stop function. */
export function trickle(socket: Socket, chunks: Iterable<string>, everyMs: number): () => void {
  const iterator = chunks[Symbol.iterator]();
  const timer = setInterval(() => {
    const next = iterator.next();
    if (next.done || socket.destroyed) return clearInterval(timer);
    socket.write(next.value);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}

/** An endless run of one string. */
export function* forever(chunk: string): Generator<string> {
  for (;;) yield chunk;
}

/**
 * A TCP forwarder from `port` to `target`, listening from the moment it is called: to a server
 * pointed at `port`, a database that comes up then. `close` ends it and its connections.
 */
export async function forward(
  port: number,
  target: { host: string; port: number },
): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(target.port, target.host);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  return {
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

/** The parsed JSON log lines a server printed (pino), with their message and level. */
export function logLines(
  output: string,
): { level: number; msg: string; time: number; [key: string]: unknown }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; time: number });
}
