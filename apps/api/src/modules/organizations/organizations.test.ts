import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, login } from '../../../test/factories';
import { affiliatePayload, organizationPayload } from '../../../test/registry-payloads';

let h: Harness;
let auth: Record<string, string>;

beforeAll(async () => {
  h = await build();
  auth = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: auth, ...(payload && { payload }) });

describe('organizations', () => {
  it('creates, reads, lists, edits and deletes an organization', async () => {
    const created = await call('POST', '/api/organization', organizationPayload({ name: 'Línea Unión' }));
    expect(created.statusCode).toBe(201);
    const org = created.json();
    expect(org).toMatchObject({
      name: 'Línea Unión',
      type: 'Cooperativa',
      recordInvoice: '45',
      certificationServices: 'CPS-1',
    });
    expect(org.code).toBeNull();

    expect((await call('GET', `/api/organization/${org.id}`)).json()).toEqual(org);

    const list = await call('GET', '/api/organization?limit=5');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].id).toBe(org.id);

    const options = await call('GET', '/api/organization/options');
    expect(options.json()).toEqual([{ id: org.id, name: 'Línea Unión' }]);

    const edited = await call('PATCH', `/api/organization/${org.id}`, {
      name: 'Línea Unión Libertador',
      numberAssociates: 40,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Línea Unión Libertador',
      numberAssociates: 40,
      rif: 'J123456789',
    });

    // An edit with nothing to change answers the record as it is.
    expect((await call('PATCH', `/api/organization/${org.id}`, {})).json()).toEqual(edited.json());

    const removed = await call('DELETE', `/api/organization/${org.id}`);
    expect(removed.json()).toEqual({ message: 'Organización eliminada.', outcome: 'deleted' });
    expect((await call('GET', `/api/organization/${org.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/organization/${org.id}`)).json()).toEqual({
      error: 'La organización no existe.',
    });
  });

  it('answers 400 with each field message', async () => {
    const res = await call(
      'POST',
      '/api/organization',
      organizationPayload({ rif: 'X12', recordDate: '2999-01-01', name: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      rif: 'RIF inválido, empieza con la letra mayúscula seguida 9 números',
      recordDate: 'La fecha no puede ser mayor que hoy',
      name: 'Requerido.',
    });
  });

  it('retires an organization with affiliates instead of deleting it, and keeps it readable', async () => {
    const org = (await call('POST', '/api/organization', organizationPayload())).json();
    expect((await call('POST', '/api/affiliate', affiliatePayload(org.id))).statusCode).toBe(201);
    const res = await call('DELETE', `/api/organization/${org.id}`);
    expect(res.json()).toEqual({
      message: 'Organización retirada: tiene afiliados, su historial se conserva.',
      outcome: 'retired',
    });
    expect((await call('GET', `/api/organization/${org.id}`)).statusCode).toBe(200);
    const list = (await call('GET', '/api/organization?limit=100')).json();
    expect(list.map((o: { id: number }) => o.id)).not.toContain(org.id);
    // A retired line takes no new affiliates.
    const refused = await call('POST', '/api/affiliate', affiliatePayload(org.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.organization).toBe('La organización seleccionada no existe o fue retirada.');
  });

  it('is for administrators only', async () => {
    const carrier = await createCarrier(h.db);
    const carrierAuth = bearer((await login(h.app, carrier.affiliate.email, 'Carrier')).access_token);
    for (const [method, url] of [
      ['GET', '/api/organization'],
      ['GET', '/api/organization/options'],
      ['GET', `/api/organization/${carrier.organization.id}`],
      ['POST', '/api/organization'],
      ['PATCH', `/api/organization/${carrier.organization.id}`],
      ['DELETE', `/api/organization/${carrier.organization.id}`],
    ] as const) {
      const asCarrier = await h.app.inject({
        method,
        url,
        headers: carrierAuth,
        payload: organizationPayload(),
      });
      expect(asCarrier.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await h.app.inject({ method, url, payload: organizationPayload() });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/api/organization/${carrier.organization.id}`)).statusCode).toBe(200);
  });
});
