import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, login } from '../../../test/factories';
import { affiliatePayload, organizationPayload } from '../../../test/registry-payloads';

let h: Harness;
let auth: Record<string, string>;
let orgId: number;

beforeAll(async () => {
  h = await build();
  auth = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  orgId = (
    await h.app.inject({
      method: 'POST',
      url: '/api/organization',
      headers: auth,
      payload: organizationPayload(),
    })
  ).json().id;
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth, ...(payload && { payload }) });
const newAffiliate = async (over: Record<string, unknown> = {}) =>
  (await call('POST', '/api/affiliate', affiliatePayload(orgId, over))).json();
const carrierLogin = (email: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/carrier/login', payload: { email, password } });

describe('carrier accounts', () => {
  it('opens an account for an affiliate, who then signs in with that password', async () => {
    const affiliate = await newAffiliate();
    const created = await call('POST', '/api/carrier', {
      affiliate: affiliate.id,
      password: 'Ruta2024!',
      // Read-only in the form; the server takes them from the affiliate.
      firstNames: 'Otro',
      dni: '1',
    });
    expect(created.statusCode).toBe(201);
    const carrier = created.json();
    expect(carrier.affiliate).toMatchObject({
      id: affiliate.id,
      dni: affiliate.dni,
      firstNames: 'María',
      email: affiliate.email,
      organization: { id: orgId },
      vehiclePlate: 'XY987ZW',
    });
    expect(created.body).not.toMatch(/password|argon2/i);

    const list = await call('GET', `/api/carrier?dni=${affiliate.dni}`);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body).not.toMatch(/password|argon2/i);
    expect((await call('GET', `/api/carrier/${carrier.id}`)).json()).toEqual(carrier);

    const session = await carrierLogin(affiliate.email, 'Ruta2024!');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: carrier.id, type: 'Carrier', affiliate: affiliate.id });
  });

  it('keeps one account per affiliate, even when two are requested at once', async () => {
    const affiliate = await newAffiliate();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/carrier', { affiliate: affiliate.id, password: 'Ruta2024!' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('Este afiliado ya tiene una cuenta de transportista.');
    }
  });

  it('refuses inactive or missing affiliates and weak passwords', async () => {
    const inactive = await newAffiliate({ status: 'Inactivo' });
    expect(
      (await call('POST', '/api/carrier', { affiliate: inactive.id, password: 'Ruta2024!' })).json().error,
    ).toBe('El afiliado está inactivo.');
    expect(
      (await call('POST', '/api/carrier', { affiliate: 999999, password: 'Ruta2024!' })).statusCode,
    ).toBe(400);
    const weak = await call('POST', '/api/carrier', { affiliate: inactive.id, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe(
      'La contraseña debe contener al menos 8 caracteres, una mayúscula, un número y un carácter de caso especial',
    );
  });

  it('changing the password ends the carrier sessions and the old password stops working', async () => {
    const { carrier, affiliate } = await createCarrier(h.db);
    const session = await login(h.app, affiliate.email, 'Carrier');
    const changed = await call('PATCH', `/api/carrier/${carrier.id}`, { password: 'Nueva2024$' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toMatch(/password|argon2/i);
    expect((await carrierLogin(affiliate.email, 'Secreta1!')).statusCode).toBe(401);
    expect((await carrierLogin(affiliate.email, 'Nueva2024$')).statusCode).toBe(200);
    const refresh = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const me = await h.app.inject({ url: '/api/auth/me', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('deletes an account: it can no longer sign in and its open session ends at once', async () => {
    const { carrier, affiliate } = await createCarrier(h.db);
    const session = await login(h.app, affiliate.email, 'Carrier');
    expect((await call('DELETE', `/api/carrier/${carrier.id}`)).json()).toEqual({
      message: 'Transportista eliminado.',
      outcome: 'deleted',
    });
    expect((await carrierLogin(affiliate.email, 'Secreta1!')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/carrier/${carrier.id}`)).statusCode).toBe(404);
    const loans = await h.app.inject({ url: '/api/loan/by-carrier', headers: bearer(session.access_token) });
    expect(loans.statusCode).toBe(401);
  });

  it('finds accounts by part of the names or a cédula prefix (the income form picker)', async () => {
    const { affiliate } = await createCarrier(h.db);
    // 'José Rodríguez', found without its accents and across first and last names.
    for (const search of ['rodr', 'RODRIGUEZ', 'jose rodri']) {
      const byName = (
        await call('GET', `/api/carrier?search=${encodeURIComponent(search)}&limit=100`)
      ).json();
      expect(
        byName.map((c: { affiliate: { id: number } }) => c.affiliate.id),
        search,
      ).toContain(affiliate.id);
    }
    const byDni = (await call('GET', `/api/carrier?search=${affiliate.dni.slice(0, 6)}`)).json();
    expect(byDni.map((c: { affiliate: { id: number } }) => c.affiliate.id)).toContain(affiliate.id);
    expect((await call('GET', '/api/carrier?search=zzzz-nadie')).json()).toEqual([]);
    // A user's % is a character, not a wildcard.
    expect((await call('GET', '/api/carrier?search=%25')).json()).toEqual([]);
  });

  it('is for administrators only', async () => {
    const { carrier, affiliate } = await createCarrier(h.db);
    const carrierAuth = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    for (const [method, url] of [
      ['GET', '/api/carrier'],
      ['GET', `/api/carrier/${carrier.id}`],
      ['POST', '/api/carrier'],
      ['PATCH', `/api/carrier/${carrier.id}`],
      ['DELETE', `/api/carrier/${carrier.id}`],
    ] as const) {
      const res = await h.app.inject({
        method,
        url,
        headers: carrierAuth,
        payload: { affiliate: affiliate.id, password: 'Ruta2024!' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
