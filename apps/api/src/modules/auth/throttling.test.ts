import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { build, freshDatabase, type Harness } from '../../../test/helper';
import { createAdministrator, createCarrier, login, PASSWORD } from '../../../test/factories';
import { fromPostgres, type Rows } from '../../db/client';
import { serverDatabase, startServer } from '../../../test/server-process';

/**
 * Sign-in limits are counted in the database before the password is checked: concurrent guesses,
 * on one server or two, check at most the limit; the rest get a Spanish 429 with Retry-After.
 * Only failures count against an account: concurrent correct sign-ins all get in.
 */
const LIMIT = 10;
let one: Harness;
let two: Harness;
beforeAll(async () => {
  const fresh = await freshDatabase();
  const env = { LOGIN_FAILURES_PER_ACCOUNT: String(LIMIT), LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000' };
  one = await build(env, undefined, fresh);
  // A second server: its own app and pool on the same database.
  const second = fromPostgres(fresh.raw.url, 25);
  two = await build(env, undefined, { database: second, raw: fresh.raw, drop: async () => {} });
}, 60_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const guess = (h: Harness, url: string, email: string, password = 'Incorrecta1!') =>
  h.app.inject({ method: 'POST', url, payload: { email, password } });

async function fortyAtOnce(url: string, email: string, servers: Harness[]) {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => guess(servers[i % servers.length]!, url, email)),
  );
  return {
    checked: answers.filter((a) => a.statusCode === 401).length,
    refused: answers.filter((a) => a.statusCode === 429),
  };
}

describe('sign-in throttling', () => {
  it('40 concurrent wrong passwords against a carrier check at most the limit; the rest get 429 with Retry-After', async () => {
    const { affiliate } = await createCarrier(one.db);
    const { checked, refused } = await fortyAtOnce('/api/auth/carrier/login', affiliate.email, [one]);
    expect(checked).toBe(LIMIT);
    expect(refused).toHaveLength(40 - LIMIT);
    expect(refused[0]!.json()).toEqual({ error: 'Demasiados intentos. Intente de nuevo más tarde.' });
    const wait = Number(refused[0]!.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    // Even the right password waits now.
    expect((await guess(one, '/api/auth/carrier/login', affiliate.email, PASSWORD)).statusCode).toBe(429);
  });

  it('and against an administrator, split between two servers', async () => {
    const admin = await createAdministrator(one.db);
    const { checked, refused } = await fortyAtOnce('/api/auth/administrator/login', admin.email, [one, two]);
    expect(checked).toBe(LIMIT);
    expect(refused).toHaveLength(40 - LIMIT);
  });

  it('a correct password gives the account its attempts back', async () => {
    const admin = await createAdministrator(one.db);
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await guess(one, '/api/auth/administrator/login', admin.email)).statusCode).toBe(401);
    await login(one.app, admin.email, 'Administrator');
    for (let i = 0; i < LIMIT; i++)
      expect((await guess(two, '/api/auth/administrator/login', admin.email)).statusCode).toBe(401);
    expect((await guess(two, '/api/auth/administrator/login', admin.email)).statusCode).toBe(429);
  });

  it('50 concurrent correct sign-ins into one account, on two servers, all succeed: only failures count', async () => {
    const { affiliate } = await createCarrier(one.db);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        guess(i % 2 ? two : one, '/api/auth/carrier/login', affiliate.email, PASSWORD),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    // Past the limit they waited for a place among the checks in flight, not for a window.
    expect(Date.now() - started).toBeLessThan(30_000);
    const key = `login-account:Carrier:${affiliate.email}`;
    const { rows } = (await one.db.execute(
      sql`select count, in_flight from attempt_counters where key = ${key}`,
    )) as unknown as Rows<{ count: number; in_flight: number }>;
    const [row] = rows;
    expect(row).toEqual({ count: 0, in_flight: 0 });
  });

  it('a check cut short (its server stopped) holds its place in flight for a minute at most', async () => {
    const admin = await createAdministrator(one.db);
    await one.db.execute(sql`
      insert into attempt_counters (key, count, window_ends_at, in_flight, in_flight_until)
      values (${`login-account:Administrator:${admin.email}`}, 0, now() + interval '15 minutes', ${LIMIT},
              now() - interval '1 second')`);
    expect((await guess(one, '/api/auth/administrator/login', admin.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts per address across accounts and servers, and the window ends', async () => {
    const env = { LOGIN_LIMIT_PER_IP_PER_MINUTE: '4' };
    const fresh = await freshDatabase();
    const a = await build(env, undefined, fresh);
    const b = await build(env, undefined, {
      database: fromPostgres(fresh.raw.url, 5),
      raw: fresh.raw,
      drop: async () => {},
    });
    try {
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await guess(i % 2 ? b : a, '/api/auth/carrier/login', `nadie${i}@example.com`)).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
      // The window's end, brought forward: the address may try again.
      await a.db.execute(
        sql`update attempt_counters set window_ends_at = now() where key like 'login-address:%'`,
      );
      expect((await guess(b, '/api/auth/carrier/login', 'otro@example.com')).statusCode).toBe(401);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('across two server processes on one database: 40 guesses over HTTP check exactly the limit', async () => {
    const { env, drop } = await serverDatabase();
    const db = fromPostgres(env.DATABASE_URL!, 2);
    const servers = [0, 1].map(() =>
      startServer({
        ...env,
        LOGIN_FAILURES_PER_ACCOUNT: String(LIMIT),
        LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
      }),
    );
    try {
      const ports = await Promise.all(servers.map((s) => s.listening));
      const admin = await createAdministrator(db.db);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`http://127.0.0.1:${ports[i % 2]}/api/auth/administrator/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: admin.email, password: 'Incorrecta1!' }),
          }).then((r) => r.status),
        ),
      );
      expect(answers.filter((code) => code === 401)).toHaveLength(LIMIT);
      expect(answers.filter((code) => code === 429)).toHaveLength(40 - LIMIT);
    } finally {
      servers.forEach((s) => s.kill());
      await Promise.all(servers.map((s) => s.exited));
      await db.close();
      await drop();
    }
  }, 90_000);
});
