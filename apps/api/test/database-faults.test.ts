import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessDate, messages } from '@app/domain';
import { embeddedUrls } from '../src/db/embedded-postgres';
import { bearer, createAdministrator, createPrice, login } from './factories';
import { build, freshDatabase, type Harness } from './helper';
import {
  ADMIN,
  killGroup,
  missingExpenses,
  postmasterPid,
  query,
  signIn,
  writeExpenses,
} from './expense-load';
import { postgresBinariesAvailable, startCluster, type Cluster } from './postgres-cluster';
import { startServer, type ServerProcess } from './server-process';

/**
 * Issue 28: a database that goes away is an answer (503, Retry-After), never a crash. A session
 * ended under a request in flight; the server's PostgreSQL killed under concurrent writes (the
 * embedded one is started again by the server itself; a server of the cooperative's, by its own
 * service manager): the server process stays up, answers 503 meanwhile, is healthy again without
 * a restart, and every acknowledged write is there.
 */
const embeddedRun = inject('dbKind') === 'embedded';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a session ended by the database under a request in flight', () => {
  let h: Harness;
  let url: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    url = fresh.raw.url;
    h = await build({}, undefined, fresh);
    admin = bearer(
      (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token,
    );
    await createPrice(h.db, '20');
  });
  afterAll(() => h.close());

  const expense = (reason: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: admin,
      payload: { date: businessDate(), reasonForAdmission: reason, incomeAmount: 100 },
    });

  it('answers 503 with Retry-After for that request, and the next one succeeds', async () => {
    // Another session holds the table: the app's insert waits inside its transaction.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin; lock table expenses in access exclusive mode');
    const cut = expense('cortado');
    let waiting: { pid: number }[] = [];
    for (let tries = 0; tries < 200 && !waiting.length; tries++) {
      await sleep(25);
      waiting = (
        await holder.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )
      ).rows;
    }
    expect(waiting).toHaveLength(1);
    await holder.query('select pg_terminate_backend($1)', [waiting[0]!.pid]);
    const res = await cut;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ error: messages.databaseUnavailable });
    expect(res.headers['retry-after']).toBe('5');
    await holder.query('rollback');
    await holder.end();

    const next = await expense('siguiente');
    expect(next.statusCode, next.body).toBe(201);
    // The cut one was never acknowledged, and is not there.
    expect(await query(url, `select 1 from expenses where reason_for_admission = 'cortado'`)).toEqual([]);
  });
});

/** The server's database killed while writers post expenses; `revive` brings it back if the server does not. */
function databaseKilledUnderLoad(
  name: string,
  target: () => Promise<{
    env: Record<string, string>;
    url: () => string;
    kill: () => void;
    revive?: () => Promise<void>;
    cleanup: () => Promise<void>;
  }>,
) {
  describe(name, () => {
    let t: Awaited<ReturnType<typeof target>>;
    let server: ServerProcess;
    beforeAll(async () => {
      t = await target();
    }, 60_000);
    afterAll(async () => {
      server?.kill();
      await server?.exited;
      await t?.cleanup();
    });

    it('keeps the server up, answers 503 while it is away, and is healthy again without a restart', async () => {
      server = startServer({ ...t.env, ...ADMIN });
      const base = `http://127.0.0.1:${await server.listening}`;
      await query(t.url(), `insert into prices (amount) values ('20')`);
      const health = async () => {
        const res = await fetch(`${base}/api/health`);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      expect((await health()).status).toBe(200);

      // Writers post until the kill; every answer is a 201 or a 503, never a reset or a hang.
      const before = writeExpenses(base, await signIn(base), 'antes', { tolerated: [503] });
      while (before.acknowledged.size < 60) await sleep(10);
      t.kill();
      let down: { status: number; body: Record<string, unknown> } | undefined;
      for (let waited = 0; waited < 10_000 && !down; waited += 20) {
        const seen = await health();
        if (seen.status === 503) down = seen;
        else await sleep(20);
      }
      expect(down, 'the health check never saw the database away').toBeDefined();
      expect(down!.body).toMatchObject({ status: 'unavailable', database: 'unavailable' });
      await t.revive?.();
      // Back within the supervisor's first pauses (1 s, 2 s …) and crash recovery.
      let back = false;
      for (let waited = 0; waited < 60_000 && !back; waited += 200) {
        back = (await health()).status === 200;
        if (!back) await sleep(200);
      }
      expect(back, server.output().slice(-2000)).toBe(true);
      if (!t.revive) expect(server.output()).toContain('Reintento 1: PostgreSQL integrado arranca en 1 s');
      await sleep(500);
      await before.stop();
      expect(before.refused.get(503) ?? 0, 'no write was told the database was away').toBeGreaterThan(0);

      // The same process, the same sessions: writes work again.
      expect(server.child.exitCode).toBeNull();
      const after = writeExpenses(base, await signIn(base), 'despues', { tolerated: [] });
      while (after.acknowledged.size < 40) await sleep(10);
      await after.stop();
      expect(server.child.exitCode).toBeNull();

      const acknowledged = new Map([...before.acknowledged, ...after.acknowledged]);
      expect(await missingExpenses(t.url(), acknowledged)).toEqual([]);
    }, 120_000);
  });
}

if (embeddedRun) {
  databaseKilledUnderLoad('the embedded PostgreSQL killed (the OOM killer, a crash)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-faults-'));
    return {
      env: { DATA_DIR: dataDir },
      url: () => embeddedUrls(dataDir).url,
      // The postmaster and its backends at once, as the OOM killer's SIGKILL leaves them.
      kill: () => killGroup(postmasterPid(dataDir)),
      cleanup: async () => {
        if (existsSync(join(dataDir, 'postgres', 'postmaster.pid'))) killGroup(postmasterPid(dataDir));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
} else {
  describe.runIf(postgresBinariesAvailable())('a PostgreSQL server of the cooperative', () => {
    databaseKilledUnderLoad('killed, and started again by its service manager', async () => {
      const cluster: Cluster = startCluster({ durable: true });
      const dataDir = mkdtempSync(join(tmpdir(), 'postgres-faults-'));
      const url = cluster.url.replace(/\/postgres$/, '/app');
      await query(cluster.url, 'create database app');
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex') },
        url: () => url,
        kill: () => cluster.crash(),
        // systemd's Restart=always, a few seconds later.
        revive: async () => {
          await sleep(2000);
          // Its killed backends may still hold the shared memory a moment: try again as systemd would.
          for (let tries = 0; ; tries++) {
            try {
              return cluster.start();
            } catch (err) {
              if (tries === 10) throw err;
              await sleep(1000);
            }
          }
        },
        cleanup: async () => {
          try {
            cluster.stop();
          } catch {
            // already stopped
          }
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    });
  });
}
