import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { build, freshDatabase, rawSql, type Harness } from '../../test/helper';
import { bearer, createAdministrator, createOrganization, login } from '../../test/factories';
import { fromPostgres } from '../db/client';
import { startServer, type ServerProcess } from '../../test/server-process';

/**
 * An administrator's grants are remembered by each server and forgotten by all of them at any change
 * of roles, lines or a role's permissions: the server that made it at once, the others on the
 * database's notice; a server that cannot hear notices reads them on every request.
 */
let one: Harness;
let two: Harness;
/** A server in a process of its own: only the database's notice reaches it. */
let other: ServerProcess;
let otherPort: number;
let otherDir: string;
let raw: Awaited<ReturnType<typeof rawSql>>;
/** The grants statements the second server ran. */
let grantReads = 0;
let roleIds: Record<string, number>;
let manager: Record<string, string>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  // One secret: a token signed by either server is good on both, as behind a load balancer.
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  one = await build(env, undefined, fresh);
  // A second server: its own app, pool and listener on the same database.
  const logger = { logQuery: (query: string) => void (/distinct unnest/.test(query) && grantReads++) };
  const second = fromPostgres(fresh.raw.url, 25, logger, inject('dbKind'));
  two = await build(env, undefined, { database: second, raw: fresh.raw, drop: async () => {} });
  otherDir = mkdtempSync(join(tmpdir(), 'grants-cache-'));
  other = startServer({ ...env, DATABASE_URL: fresh.raw.url, DATA_DIR: otherDir });
  otherPort = await other.listening;
  raw = await rawSql(fresh);
  const rows = await raw.query('select id, name from roles');
  roleIds = Object.fromEntries(rows.map((r) => [r.name as string, r.id as number]));
  const admin = await createAdministrator(one.db);
  manager = bearer((await login(one.app, admin.email, 'Administrator')).access_token);
}, 60_000);
afterAll(async () => {
  other?.kill();
  await other?.exited;
  if (otherDir) rmSync(otherDir, { recursive: true, force: true });
  await raw?.close();
  await two?.close();
  await one?.close();
});

const call = (h: Harness, method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, payload?: object) =>
  h.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });
/** The other process's answer's status. */
const there = async (url: string, auth: object) =>
  (await fetch(`http://127.0.0.1:${otherPort}${url}`, { headers: auth as Record<string, string> })).status;
/** Needs administrators.manage. */
const roles = (h: Harness, auth: object) => call(h, 'GET', '/api/roles', auth);
/** Needs every line. */
const funds = (h: Harness, auth: object) => call(h, 'GET', '/api/funds', auth);
/** The other server hears the notice within moments (the session cache's contract, decision 0003). */
const soon = { timeout: 2000, interval: 10 };

async function signedInOnBoth() {
  const admin = await createAdministrator(one.db);
  const auth = bearer((await login(one.app, admin.email, 'Administrator')).access_token);
  return { id: admin.id, auth };
}

describe('grants remembered by each server', () => {
  it('cost no statement while nothing changes; a role change through one server holds on the others', async () => {
    const x = await signedInOnBoth();
    expect((await roles(two, x.auth)).statusCode).toBe(200);
    const reads = grantReads;
    expect((await roles(two, x.auth)).statusCode).toBe(200);
    expect((await funds(two, x.auth)).statusCode).toBe(200);
    expect(grantReads).toBe(reads);
    expect((await roles(one, x.auth)).statusCode).toBe(200);
    expect(await there('/api/roles', x.auth)).toBe(200);

    const changed = await call(one, 'PATCH', `/api/users/${x.id}`, manager, { roleIds: [roleIds.Cajero] });
    expect(changed.statusCode).toBe(200);
    // The server that made the change: from the very next request.
    expect((await roles(one, x.auth)).statusCode).toBe(403);
    await vi.waitFor(async () => expect(await there('/api/roles', x.auth)).toBe(403), soon);
  });

  it('a role losing a permission takes it from its holders on the other server', async () => {
    const made = await call(one, 'POST', '/api/roles', manager, {
      name: 'Gestión temporal',
      permissions: ['administrators.manage'],
    });
    expect(made.statusCode).toBe(201);
    const x = await signedInOnBoth();
    expect(
      (await call(one, 'PATCH', `/api/users/${x.id}`, manager, { roleIds: [made.json().id] })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect(await there('/api/roles', x.auth)).toBe(200), soon);
    const edited = await call(one, 'PATCH', `/api/roles/${made.json().id}`, manager, {
      permissions: ['books.write'],
    });
    expect(edited.statusCode).toBe(200);
    expect((await roles(one, x.auth)).statusCode).toBe(403);
    await vi.waitFor(async () => expect(await there('/api/roles', x.auth)).toBe(403), soon);
  });

  it('a line given through one server limits him on the other', async () => {
    const x = await signedInOnBoth();
    const line = await createOrganization(one.db);
    expect(await there('/api/funds', x.auth)).toBe(200);
    expect(
      (await call(one, 'PATCH', `/api/users/${x.id}`, manager, { organizationIds: [line.id] })).statusCode,
    ).toBe(200);
    expect((await funds(one, x.auth)).statusCode).toBe(403);
    await vi.waitFor(async () => expect(await there('/api/funds', x.auth)).toBe(403), soon);
  });

  it('a change written straight to the database (another program) reaches every server', async () => {
    const x = await signedInOnBoth();
    expect((await roles(one, x.auth)).statusCode).toBe(200);
    expect((await roles(two, x.auth)).statusCode).toBe(200);
    expect(await there('/api/roles', x.auth)).toBe(200);
    await raw.query('update administrator_roles set role_id = $1 where administrator_id = $2', [
      roleIds.Cobrador,
      x.id,
    ]);
    await vi.waitFor(async () => expect((await roles(one, x.auth)).statusCode).toBe(403), soon);
    await vi.waitFor(async () => expect((await roles(two, x.auth)).statusCode).toBe(403), soon);
    await vi.waitFor(async () => expect(await there('/api/roles', x.auth)).toBe(403), soon);
  });

  it('while its listener is away a server reads grants on every request, and remembers again once back', async () => {
    const x = await signedInOnBoth();
    expect((await roles(two, x.auth)).statusCode).toBe(200);
    expect(await there('/api/roles', x.auth)).toBe(200);
    const listeners = `select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`;
    expect(await raw.query(listeners)).toHaveLength(3);
    await raw.query(`select pg_terminate_backend(pid) from (${listeners}) l`);
    // The servers see their connection closed within moments (and retry only after a pause).
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nobody hears this change: the servers must not answer from what they remembered.
    await raw.query('delete from administrator_roles where administrator_id = $1', [x.id]);
    expect((await roles(two, x.auth)).statusCode).toBe(403);
    expect((await roles(one, x.auth)).statusCode).toBe(403);
    expect(await there('/api/roles', x.auth)).toBe(403);
    const reads = grantReads;
    await roles(two, x.auth);
    expect(grantReads).toBe(reads + 1);

    // Back (its own reconnection): remembered again, and a change heard again.
    await vi.waitFor(async () => expect(await raw.query(listeners)).toHaveLength(3), { timeout: 10_000 });
    await raw.query('insert into administrator_roles values ($1, $2)', [
      x.id,
      roleIds['Administrador general'],
    ]);
    await vi.waitFor(async () => expect((await roles(two, x.auth)).statusCode).toBe(200), soon);
    await vi.waitFor(async () => expect(await there('/api/roles', x.auth)).toBe(200), soon);
    // Its LISTEN shows before the server has its answer: remembered from the first read after that.
    await vi.waitFor(async () => {
      expect((await roles(two, x.auth)).statusCode).toBe(200);
      const again = grantReads;
      expect((await roles(two, x.auth)).statusCode).toBe(200);
      expect(grantReads).toBe(again);
    }, soon);
  });
});
