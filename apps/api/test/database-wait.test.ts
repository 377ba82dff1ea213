import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  forward,
  freePort,
  logLines,
  postgresDatabase,
  startServer,
  type ServerProcess,
} from './server-process';

/** The server's start on PostgreSQL: it waits for the database, and refuses a production setup without JWT_SECRET. */
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    server.kill();
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function start(env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'database-wait-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = startServer({ DATA_DIR: dataDir, ...env });
  started.push(server);
  return server;
}

const secret = () => randomBytes(32).toString('hex');
const postgresRun = inject('dbKind') === 'postgres';
/** Tests that need a PostgreSQL server: registered on that leg only (with CI=true a skipped test fails). */
const itOnPostgres = (postgresRun ? it : () => {}) as typeof it;

describe('waiting for PostgreSQL', () => {
  it('tries again with growing pauses, logging each try, and gives up after DATABASE_WAIT_SECONDS', async () => {
    const port = await freePort();
    const server = start({
      DATABASE_URL: `postgres://app:secreta@127.0.0.1:${port}/prestamos`,
      JWT_SECRET: secret(),
      DATABASE_WAIT_SECONDS: '3',
    });
    const { code, wallAt } = await server.exited;
    expect(code).toBe(1);
    const tries = logLines(server.output()).filter((l) => /^Esperando a PostgreSQL/.test(l.msg));
    // It waited the whole 3 s from its first try (refused at once), not much longer.
    expect(wallAt - tries[0]!.time).toBeGreaterThan(2500);
    expect(wallAt - tries[0]!.time).toBeLessThan(3000 + 2000);
    // Pauses of 0.5, 1 and then 1.5 s (what is left of the 3 s): three tries before the last.
    expect(tries.length).toBeGreaterThanOrEqual(3);
    expect(tries[0]!.msg).toMatch(
      new RegExp(
        `^Esperando a PostgreSQL en 127\\.0\\.0\\.1:${port}/prestamos \\(intento 1: .*ECONNREFUSED.*\\); nuevo intento en 0\\.5 s$`,
      ),
    );
    expect(tries[1]!.msg).toMatch(/\(intento 2: .*\); nuevo intento en 1\.0 s$/);
    expect(tries.every((l) => l.level === 40)).toBe(true);
    expect(server.output()).toContain(
      `PostgreSQL en 127.0.0.1:${port}/prestamos no respondió en 3 s (${tries.length + 1} intentos; último error: `,
    );
    expect(server.output()).toContain('Revise DATABASE_URL');
    // The password never reaches the log.
    expect(server.output()).not.toContain('secreta');
  });

  itOnPostgres('starts once PostgreSQL comes up during the wait', async () => {
    const { url, drop } = await postgresDatabase();
    cleanups.push(drop);
    const real = new URL(url);
    const port = await freePort();
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    const server = start({
      DATABASE_URL: through.toString(),
      JWT_SECRET: secret(),
      DATABASE_WAIT_SECONDS: '60',
    });
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('(intento 2:');
    // The database "starts": its port answers from now on.
    const forwarder = await forward(port, { host: real.hostname, port: Number(real.port) });
    cleanups.push(() => forwarder.close());
    const listening = await server.listening;
    expect((await fetch(`http://127.0.0.1:${listening}/api/health`)).status).toBe(200);
    expect(logLines(server.output()).map((l) => l.msg)).toContainEqual(
      expect.stringMatching(/^PostgreSQL responde en 127\.0\.0\.1:\d+\/\w+ \(intento \d+\)$/),
    );
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});

describe('JWT_SECRET with PostgreSQL', () => {
  it('in production (the default), a server without it refuses to start, before trying the database', async () => {
    const port = await freePort();
    const server = start({
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://app@127.0.0.1:${port}/prestamos`,
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'El servidor no arranca en producción (NODE_ENV=production): DATABASE_URL está configurada sin JWT_SECRET',
    );
    expect(server.output()).toContain('el mismo en todos los servidores');
    expect(server.output()).not.toContain('Esperando a PostgreSQL');
  });

  itOnPostgres('elsewhere it starts and warns', async () => {
    const { url, drop } = await postgresDatabase();
    cleanups.push(drop);
    const server = start({ NODE_ENV: 'development', DATABASE_URL: url });
    await server.listening;
    await expect
      .poll(() => logLines(server.output()).find((l) => l.warning === 'jwt-secret-missing'), {
        timeout: 10_000,
      })
      .toMatchObject({
        level: 40,
        msg: expect.stringMatching(/^DATABASE_URL está configurada sin JWT_SECRET/),
      });
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});
