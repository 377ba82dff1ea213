import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { administrators } from '../../db/schema';
import { build, type Harness } from '../../../test/helper';
import { PASSWORD, bearer, createAdministrator, createCarrier, login } from '../../../test/factories';
import { administratorPayload } from '../../../test/registry-payloads';

let h: Harness;
let me: Awaited<ReturnType<typeof createAdministrator>>;
let auth: Record<string, string>;

beforeAll(async () => {
  h = await build();
  me = await createAdministrator(h.db);
  auth = bearer((await login(h.app, me.email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = auth) =>
  h.app.inject({ method, url, headers, ...(payload && { payload }) });
const adminLogin = (email: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/administrator/login', payload: { email, password } });

describe('administrators', () => {
  it('creates one (201), who can sign in; the answer never carries a password', async () => {
    const payload = administratorPayload();
    const res = await call('POST', '/api/users', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'Administrator',
      firstNames: 'Luis',
      dni: '7654321',
      email: payload.email,
    });
    expect(res.body).not.toMatch(/password|argon2|Clave123/i);
    expect((await adminLogin(payload.email, 'Clave123!')).statusCode).toBe(200);

    const list = await call('GET', '/api/users?limit=100');
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(list.body).not.toMatch(/password|argon2/i);
  });

  it('checks the confirmation, the names and a duplicate e-mail', async () => {
    const mismatch = await call('POST', '/api/users', administratorPayload({ confirmPassword: 'Otra1234!' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'Las contraseñas no coinciden' });
    const short = await call(
      'POST',
      '/api/users',
      administratorPayload({ firstNames: 'Al', lastNames: 'x'.repeat(16) }),
    );
    expect(short.json().fields).toEqual({
      firstNames: 'El mínimo de caracteres es de 3',
      lastNames: 'El máximo de caracteres es de 15',
    });
    const dup = await call('POST', '/api/users', administratorPayload({ email: me.email }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Ya existe un administrador con ese correo.');
  });

  it('edits without touching the password, or changes it and ends that account sessions', async () => {
    const payload = administratorPayload();
    const other = (await call('POST', '/api/users', payload)).json();
    const session = (await adminLogin(payload.email, 'Clave123!')).json();
    const { password: _p, confirmPassword: _c, ...fields } = payload;

    const renamed = await call('PATCH', `/api/users/${other.id}`, { ...fields, firstNames: 'Luisa' });
    expect(renamed.json().firstNames).toBe('Luisa');
    expect((await adminLogin(payload.email, 'Clave123!')).statusCode).toBe(200);

    const changed = await call('PATCH', `/api/users/${other.id}`, {
      ...fields,
      password: 'Nueva123!',
      confirmPassword: 'Nueva123!',
    });
    expect(changed.statusCode).toBe(200);
    expect((await adminLogin(payload.email, 'Clave123!')).statusCode).toBe(401);
    expect((await adminLogin(payload.email, 'Nueva123!')).statusCode).toBe(200);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh: session.refresh },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('changing one’s own password keeps the session in use and ends the others', async () => {
    const payload = administratorPayload();
    (await call('POST', '/api/users', payload)).json();
    const here = (await adminLogin(payload.email, 'Clave123!')).json();
    const elsewhere = (await adminLogin(payload.email, 'Clave123!')).json();
    const { password: _p, confirmPassword: _c, ...fields } = payload;
    const res = await call(
      'PATCH',
      `/api/users/${here.user.id}`,
      { ...fields, password: 'Propia123!', confirmPassword: 'Propia123!' },
      bearer(here.access_token),
    );
    expect(res.statusCode).toBe(200);
    const refresh = (token: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh: token } });
    expect((await refresh(here.refresh)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
  });

  it('cannot delete itself nor the last administrator', async () => {
    const self = await call('DELETE', `/api/users/${me.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('No puede eliminar su propia cuenta.');

    // Remove everyone but me, then a new administrator deletes me.
    const list = (await call('GET', '/api/users?limit=100')).json() as { id: number }[];
    for (const a of list.filter((a) => a.id !== me.id)) await call('DELETE', `/api/users/${a.id}`);
    const last = await createAdministrator(h.db);
    const lastAuth = bearer((await login(h.app, last.email, 'Administrator')).access_token);
    const removed = await call('DELETE', `/api/users/${me.id}`, undefined, lastAuth);
    expect(removed.json()).toEqual({ message: 'Administrador eliminado.', outcome: 'deleted' });
    expect((await adminLogin(me.email, PASSWORD)).statusCode).toBe(401);

    // Only `last` remains. A token whose account was removed meanwhile (still valid for its few
    // minutes) cannot delete `last`: its permissions are read at each request, and it has none left.
    const ghost = await createAdministrator(h.db);
    const ghostAuth = bearer((await login(h.app, ghost.email, 'Administrator')).access_token);
    await h.db.delete(administrators).where(eq(administrators.id, ghost.id));
    const refused = await call('DELETE', `/api/users/${last.id}`, undefined, ghostAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().permission).toBe('administrators.manage');
    expect((await call('GET', `/api/users/${last.id}`, undefined, lastAuth)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const { affiliate } = await createCarrier(h.db);
    const carrierAuth = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${me.id}`],
      ['POST', '/api/users'],
      ['PATCH', `/api/users/${me.id}`],
      ['DELETE', `/api/users/${me.id}`],
    ] as const) {
      const res = await call(method, url, administratorPayload(), carrierAuth);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
