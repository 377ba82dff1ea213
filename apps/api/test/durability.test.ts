import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedUrls } from '../src/db/embedded-postgres';
import {
  ADMIN,
  killGroup,
  missingExpenses,
  postmasterPid,
  query,
  signIn,
  writeExpenses,
} from './expense-load';
import { serverDatabase, startServer, type ServerProcess } from './server-process';

/**
 * The server killed with SIGKILL under concurrent money writes restarts with every acknowledged
 * write and its counters intact. On the embedded leg it runs as `npm start` does with no
 * DATABASE_URL (creating and running PostgreSQL in its data folder) and every other kill takes
 * the database down too, as a crash does; on the PostgreSQL leg the database outlives the server.
 */
const embeddedRun = inject('dbKind') === 'embedded';

// KILL_CYCLES=20 for a longer run by hand (decision 20's figures).
const CYCLES = Number(process.env.KILL_CYCLES ?? 6);
const PER_CYCLE = 40;

/** One server under test: how to start it, reach its database, and crash its database. */
interface Target {
  env: Record<string, string>;
  url: string;
  killDatabase?: () => void;
  cleanup: () => Promise<void>;
}

function killCycles(name: string, target: () => Promise<Target>) {
  describe(name, () => {
    let t: Target;
    let server: ServerProcess;
    const start = async () => {
      server = startServer({ ...t.env, ...ADMIN });
      return `http://127.0.0.1:${await server.listening}`;
    };
    beforeAll(async () => {
      t = await target();
    }, 60_000);
    afterAll(async () => {
      server?.kill();
      await server?.exited;
      await t?.cleanup();
    });

    it(`keeps every acknowledged expense over ${CYCLES} SIGKILLs under load`, async () => {
      let base = await start();
      await query(t.url, `insert into prices (amount) values ('20')`);
      const acknowledged = new Map<string, number>();
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        // A write cut by the kill is neither acknowledged nor an error.
        const load = writeExpenses(base, await signIn(base), `c${cycle}`, { tolerateResets: true });
        // Writes in flight from every writer, then the kill.
        while (load.acknowledged.size < PER_CYCLE) await new Promise((r) => setTimeout(r, 10));
        server.child.kill('SIGKILL');
        if (cycle % 2 === 1) t.killDatabase?.();
        await load.stop();
        for (const [reason, amount] of load.acknowledged) acknowledged.set(reason, amount);
        await server.exited;
        base = await start();
      }

      expect(await missingExpenses(t.url, acknowledged)).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(CYCLES * PER_CYCLE);

      // The list's counters (written by triggers in each write's transaction) equal the rows.
      const [real] = await query<{ n: string; petro: string }>(
        t.url,
        `select count(*)::text as n, coalesce(sum(amount_petro), 0)::text as petro from expenses`,
      );
      const res = await fetch(`${base}/api/expenses?limit=1`, { headers: await signIn(base) });
      expect(res.headers.get('x-total-count')).toBe(real!.n);
      expect(Number(res.headers.get('x-total-petro'))).toBe(Number(real!.petro));
    }, 180_000);
  });
}

if (embeddedRun) {
  describe('the embedded database', () => {
    let dataDir: string;
    let server: ServerProcess;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'embedded-server-'));
    });
    afterAll(async () => {
      server?.kill();
      await server?.exited;
      if (existsSync(join(dataDir, 'postgres', 'postmaster.pid'))) killGroup(postmasterPid(dataDir));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('is created on the first start, durable, and a second server on the folder refuses clearly', async () => {
      server = startServer({ DATA_DIR: dataDir, ...ADMIN });
      const base = `http://127.0.0.1:${await server.listening}`;
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ database: 'embedded' });
      const [settings] = await query<Record<string, string>>(
        embeddedUrls(dataDir).url,
        `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync,
                current_setting('full_page_writes') as fpw, current_setting('listen_addresses') as tcp`,
      );
      expect(settings).toEqual({ fsync: 'on', sync: 'on', fpw: 'on', tcp: '' });

      const second = startServer({ DATA_DIR: dataDir });
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain('ya está en uso por otro proceso');
    }, 90_000);

    it('stops its database with it on SIGTERM, and starts again in its folder', async () => {
      const pm = postmasterPid(dataDir);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(() => process.kill(pm, 0)).toThrow();
      server = startServer({ DATA_DIR: dataDir, ...ADMIN });
      const base = `http://127.0.0.1:${await server.listening}`;
      expect((await fetch(`${base}/api/auth/login`, { method: 'POST' })).status).toBe(400);
    }, 60_000);
  });

  killCycles('the embedded server killed, alone or with its database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-kills-'));
    return {
      env: { DATA_DIR: dataDir },
      url: embeddedUrls(dataDir).url,
      killDatabase: () => killGroup(postmasterPid(dataDir)),
      cleanup: async () => {
        if (existsSync(join(dataDir, 'postgres', 'postmaster.pid'))) killGroup(postmasterPid(dataDir));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
} else {
  killCycles('a server on PostgreSQL killed under load', async () => {
    const { env, drop } = await serverDatabase();
    return { env, url: env.DATABASE_URL!, cleanup: drop };
  });
}
