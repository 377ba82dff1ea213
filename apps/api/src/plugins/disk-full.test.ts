import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate, messages } from '@app/domain';
import { build, freshDatabase, type Harness } from '../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../test/factories';
import type { DiskWatcher } from '../disk/watcher';
import { fromPostgres } from '../db/client';

/**
 * Every route that writes, swept while the disk watcher refuses writes (decision 31): 507 with the
 * Spanish error before any query; reads, sign-in, refresh and sign-out go on. (The real disk filling
 * up is test/full-disk.test.ts.)
 */
let h: Harness;
let queries = 0;
let real: DiskWatcher;
let auth: Record<string, string>;
const SESSION_WRITES = [
  'POST /api/auth/login',
  'POST /api/auth/carrier/login',
  'POST /api/auth/administrator/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
];

/** The watcher's readings as they are, but refusing writes (or not) as the test says. */
const refusing = (on: boolean): DiskWatcher => ({
  folder: real.folder,
  refusing: on,
  status: () => ({ ...real.status(), writesRefused: on, low: on || real.status().low }),
  warning: () => real.warning(),
  wouldBeLowAfter: (bytes) => real.wouldBeLowAfter(bytes),
  check: () => real.check(),
  stop: () => real.stop(),
});

beforeAll(async () => {
  h = await build({}, undefined, await freshDatabase({ logQuery: () => void queries++ }));
  real = h.ctx.disk;
  await createPrice(h.db, '20');
  const admin = await createAdministrator(h.db);
  auth = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  h.ctx.disk = refusing(true);
});
afterAll(async () => {
  h.ctx.disk = real;
  await h.close();
});

describe('writes while the disk is full', () => {
  it('answers 507 in Spanish to every route that writes, before any query', async () => {
    const writes = h.app.accessTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const route of writes) {
      const name = `${route.method} ${route.url}`;
      if (SESSION_WRITES.includes(name)) continue;
      const before = queries;
      const res = await h.app.inject({
        method: route.method as 'POST',
        url: route.url.replaceAll(/:\w+/g, '1'),
        headers: auth,
        payload: {},
      });
      if (res.statusCode !== 507 || res.json().error !== messages.diskFull || queries !== before)
        answered.push(`${name}: ${res.statusCode} ${res.body} (${queries - before} queries)`);
    }
    expect(answered).toEqual([]);
  });

  it('goes on answering reads, and lets people sign in, refresh and sign out', async () => {
    expect((await h.app.inject({ url: '/api/expenses', headers: auth })).statusCode).toBe(200);
    const health = await h.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', disk: { writesRefused: true, low: true } });

    const admin = await createAdministrator(h.db);
    const session = await login(h.app, admin.email, 'Administrator');
    const refreshed = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(refreshed.json().access_token),
    });
    expect(out.statusCode).toBe(200);
  });

  it("health's 503 carries the disk too, and says the disk is full while writes are refused", async () => {
    const db = h.ctx.db;
    // A database nobody answers on: every health check fails to reach it.
    const away = fromPostgres('postgres://app@127.0.0.1:1/nada', 1);
    h.ctx.db = away.db;
    try {
      const full = await h.app.inject({ url: '/api/health' });
      expect(full.statusCode).toBe(503);
      expect(full.json()).toMatchObject({
        status: 'unavailable',
        database: 'unavailable',
        error: messages.diskFull,
        disk: { writesRefused: true, freeBytes: real.status().freeBytes },
      });
      h.ctx.disk = refusing(false);
      expect((await h.app.inject({ url: '/api/health' })).json()).toMatchObject({
        error: messages.databaseUnavailable,
        disk: { writesRefused: false },
      });
    } finally {
      h.ctx.db = db;
      h.ctx.disk = refusing(true);
      await away.close();
    }
  });

  it('writes again as soon as the watcher has room', async () => {
    h.ctx.disk = refusing(false);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: auth,
      payload: { date: businessDate(), reasonForAdmission: 'papelería', incomeAmount: 100 },
    });
    expect(res.statusCode).toBe(201);
  });
});
