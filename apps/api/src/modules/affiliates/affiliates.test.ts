import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
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

describe('affiliates', () => {
  it('creates, reads, edits and deletes an affiliate with the spec field names', async () => {
    const created = await call('POST', '/api/affiliate', affiliatePayload(orgId, { dni: '20111222' }));
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      dni: '20111222',
      birthdate: '1985-03-10',
      birthdateWhitOutFormated: '1985-03-10',
      organization: { id: orgId },
      vehicleLtsOil: 6.5,
      vehicleYear: 2018,
      status: 'Activo',
    });
    expect((await call('GET', `/api/affiliate/${a.id}`)).json()).toEqual(a);

    const edited = await call('PATCH', `/api/affiliate/${a.id}`, {
      vehicleColor: 'Rojo',
      status: 'Inactivo',
    });
    expect(edited.json()).toMatchObject({ vehicleColor: 'Rojo', status: 'Inactivo', dni: '20111222' });

    expect((await call('DELETE', `/api/affiliate/${a.id}`)).json()).toEqual({
      message: 'Afiliado eliminado.',
      outcome: 'deleted',
    });
    expect((await call('GET', `/api/affiliate/${a.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate cédula or e-mail with a 409 naming the field', async () => {
    const first = (await call('POST', '/api/affiliate', affiliatePayload(orgId))).json();
    const sameDni = await call('POST', '/api/affiliate', affiliatePayload(orgId, { dni: first.dni }));
    expect(sameDni.statusCode).toBe(409);
    expect(sameDni.json()).toEqual({
      error: 'Ya existe un afiliado con esa cédula.',
      fields: { dni: 'Ya existe un afiliado con esa cédula.' },
    });
    const sameEmail = await call(
      'POST',
      '/api/affiliate',
      affiliatePayload(orgId, { email: first.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('Ya existe un afiliado con ese correo.');
    const other = (await call('POST', '/api/affiliate', affiliatePayload(orgId))).json();
    expect((await call('PATCH', `/api/affiliate/${other.id}`, { dni: first.dni })).statusCode).toBe(409);
  });

  it('validates every rule with its message', async () => {
    const res = await call(
      'POST',
      '/api/affiliate',
      affiliatePayload(orgId, {
        dni: '123456',
        phoneNumber: '123',
        vehicleYear: 1800,
        birthdate: '2020-01-01',
        vehicleBrand: 'Tesla',
        homeAddress: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      dni: 'La cédula no es válida',
      phoneNumber: 'El formato permitido es +580000000000',
      vehicleYear: 'Ingrese un año válido.',
      birthdate: 'Debes ser mayor de 18 años',
      vehicleBrand: 'Requerido.',
      homeAddress: 'Requerido.',
    });
  });

  it('filters by cédula and status together, in the database, with the total', async () => {
    const base = String(30_000_000 + Math.floor(Math.random() * 1_000_000)).slice(0, 5);
    await call('POST', '/api/affiliate', affiliatePayload(orgId, { dni: `${base}001`, status: 'Activo' }));
    await call('POST', '/api/affiliate', affiliatePayload(orgId, { dni: `${base}002`, status: 'Inactivo' }));
    await call('POST', '/api/affiliate', affiliatePayload(orgId, { dni: `${base}003`, status: 'Activo' }));
    const both = await call('GET', `/api/affiliate?dni=${base}&status=Activo`);
    expect(both.headers['x-total-count']).toBe('2');
    expect(both.json().map((a: { dni: string }) => a.dni)).toEqual([`${base}003`, `${base}001`]);
    const inactive = await call('GET', `/api/affiliate?dni=${base}&status=Inactivo`);
    expect(inactive.json().map((a: { dni: string }) => a.dni)).toEqual([`${base}002`]);
    const paged = await call('GET', `/api/affiliate?dni=${base}&limit=1&offset=1`);
    expect(paged.headers['x-total-count']).toBe('3');
    expect(paged.json()).toHaveLength(1);
    expect((await call('GET', '/api/affiliate?status=Retirado')).statusCode).toBe(400);
    // A LIKE wildcard is taken literally.
    expect((await call('GET', '/api/affiliate?dni=%25')).headers['x-total-count']).toBe('0');
  });

  it('retires an affiliate with a carrier account: the account stops working, history stays', async () => {
    const { affiliate } = await createCarrier(h.db);
    const session = await login(h.app, affiliate.email, 'Carrier');
    const res = await call('DELETE', `/api/affiliate/${affiliate.id}`);
    expect(res.json()).toEqual({
      message: 'Afiliado retirado: tiene cuenta, solicitudes o documentos, su historial se conserva.',
      outcome: 'retired',
    });
    expect((await call('GET', `/api/affiliate/${affiliate.id}`)).json().status).toBe('Inactivo');
    const relogin = await h.app.inject({
      method: 'POST',
      url: '/api/auth/carrier/login',
      payload: { email: affiliate.email, password: 'Secreta1!' },
    });
    expect(relogin.statusCode).toBe(401);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh: session.refresh },
        })
      ).statusCode,
    ).toBe(401);
    // Its cédula can be registered again.
    expect(
      (await call('POST', '/api/affiliate', affiliatePayload(orgId, { dni: affiliate.dni }))).statusCode,
    ).toBe(201);
  });

  it('lists only affiliates without a carrier account when asked (the carrier form picker)', async () => {
    const { affiliate: withAccount } = await createCarrier(h.db);
    const without = (await call('POST', '/api/affiliate', affiliatePayload(orgId))).json();
    const all = await call('GET', `/api/affiliate?limit=100&search=`);
    const ids = all.json().map((a: { id: number }) => a.id);
    expect(ids).toContain(without.id);
    const free = (await call('GET', '/api/affiliate?limit=100&withoutAccount=true'))
      .json()
      .map((a: { id: number }) => a.id);
    expect(free).toContain(without.id);
    expect(free).not.toContain(withAccount.id);

    // The list follows the accounts as they are opened and deleted (a trigger keeps has_account).
    const freeIds = async () =>
      (await call('GET', '/api/affiliate?limit=100&withoutAccount=true'))
        .json()
        .map((a: { id: number }) => a.id);
    const opened = await call('POST', '/api/carrier', { affiliate: without.id, password: 'Ruta2024!' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await freeIds()).not.toContain(without.id);
    expect((await call('DELETE', `/api/carrier/${opened.json().id}`)).statusCode).toBe(200);
    expect(await freeIds()).toContain(without.id);
    const total = await call('GET', '/api/affiliate?limit=1&withoutAccount=true');
    expect(Number(total.headers['x-total-count'])).toBe((await freeIds()).length);

    // An account with a loan is retired rather than deleted: its affiliate is free again. A new
    // password changes nothing.
    await createPrice(h.db, '36.5');
    const { carrier, affiliate } = await carrierWithLoan(h, auth);
    // The row's version (xmin) stays: the trigger writes an affiliate only when its answer changes.
    const version = async () =>
      (
        (await h.db.execute(sql`select xmin::text as v from affiliates where id = ${affiliate.id}`)) as {
          rows: { v: string }[];
        }
      ).rows[0]!.v;
    const before = await version();
    const renewed = await call('PATCH', `/api/carrier/${carrier.id}`, { password: 'Ruta2025!' });
    expect(renewed.statusCode).toBe(200);
    expect(await version()).toBe(before);
    expect(await freeIds()).not.toContain(affiliate.id);
    const retired = await call('DELETE', `/api/carrier/${carrier.id}`);
    expect(retired.json(), retired.body).toEqual({ message: messages.retired.carrier, outcome: 'retired' });
    expect(await freeIds()).toContain(affiliate.id);
  });

  it("counts a search's matches in the pass that finds its page: every page, and past the last, says the same total", async () => {
    const tag = `Villarroelx${Math.floor(Math.random() * 1e6)}`;
    const ids: number[] = [];
    for (const first of ['Ana', 'Luis', 'Eva', 'Juan', 'Rosa']) {
      const res = await call(
        'POST',
        '/api/affiliate',
        affiliatePayload(orgId, { firstNames: first, lastNames: `${tag} Díaz` }),
      );
      ids.push(res.json().id);
    }
    // Equal last names: the id orders the ties, in the order's direction, across pages.
    const walked: number[] = [];
    for (let offset = 0; offset <= 6; offset += 2) {
      const res = await call(
        'GET',
        `/api/affiliate?search=${tag.toLowerCase()}&sort=lastNames&order=desc&limit=2&offset=${offset}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      walked.push(...res.json().map((a: { id: number }) => a.id));
    }
    expect(walked).toEqual([...ids].sort((x, y) => y - x));
    const none = await call('GET', `/api/affiliate?search=${tag}zz&limit=2`);
    expect([none.json(), none.headers['x-total-count']]).toEqual([[], '0']);
  });

  it('searches names through a copy that follows every write (migration 0037), counted exactly', async () => {
    const found = async (search: string, extra = '') => {
      const res = await call('GET', `/api/affiliate?limit=100&search=${encodeURIComponent(search)}${extra}`);
      const ids = res.json().map((a: { id: number }) => a.id);
      expect(Number(res.headers['x-total-count'])).toBe(ids.length);
      return ids;
    };
    const tag = `Quiñónez${Math.floor(Math.random() * 1e6)}`;
    const a = (
      await call('POST', '/api/affiliate', affiliatePayload(orgId, { lastNames: `${tag} Ávila` }))
    ).json();
    const b = (
      await call('POST', '/api/affiliate', affiliatePayload(orgId, { lastNames: `${tag} Pérez` }))
    ).json();
    const folded = tag.toLowerCase().replace('ñ', 'n').replace('ó', 'o');
    expect((await found(folded)).sort()).toEqual([a.id, b.id].sort());
    expect(await found(`${folded} avila`)).toEqual([a.id]);
    // Its other filters and orders apply to the copy: status, a cédula, without an account, by cédula.
    expect(await found(folded, `&dni=${b.dni}`)).toEqual([b.id]);
    await call('PATCH', `/api/affiliate/${a.id}`, { lastNames: 'Otro Apellido', status: 'Inactivo' });
    expect(await found(folded)).toEqual([b.id]);
    expect(await found('otro apellido', '&status=Inactivo')).toContain(a.id);
    const opened = await call('POST', '/api/carrier', { affiliate: b.id, password: 'Ruta2024!' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await found(folded, '&withoutAccount=true')).toEqual([]);
    const accounts = async () => {
      const res = await call(
        'GET',
        `/api/carrier?search=${encodeURIComponent(folded)}&organization=${orgId}`,
      );
      expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
      return res.json().map((c: { id: number }) => c.id);
    };
    expect(await accounts()).toEqual([opened.json().id]);
    // Its account retired, the copy has none; a new one is the listed one.
    expect((await call('DELETE', `/api/carrier/${opened.json().id}`)).statusCode).toBe(200);
    expect(await accounts()).toEqual([]);
    expect(await found(folded, '&withoutAccount=true')).toEqual([b.id]);
    const reopened = await call('POST', '/api/carrier', { affiliate: b.id, password: 'Ruta2024!' });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(await accounts()).toEqual([reopened.json().id]);
    // Moved to another line, it and its account are searched there.
    const otherOrg = (await call('POST', '/api/organization', organizationPayload())).json().id;
    expect((await call('PATCH', `/api/affiliate/${b.id}`, { organization: otherOrg })).statusCode).toBe(200);
    expect(await found(folded, `&organization=${orgId}`)).toEqual([]);
    expect(await found(folded, `&organization=${otherOrg}`)).toEqual([b.id]);
    expect(await accounts()).toEqual([]);
    // The copy is the affiliates' listed columns and listed account, row for row, after every write.
    const drift = (await h.db.execute(sql`
      with source as (
        select a.id, a.search_name, a.dni, a.last_names, a.organization_id, a.status, a.has_account,
          a.created_at, a.retired_at, c.id as account_id, c.created_at as account_created_at
        from affiliates a left join carriers c on c.affiliate_id = a.id and c.retired_at is null)
      select count(*)::int as n from ((select * from source except select * from affiliate_search)
        union all (select * from affiliate_search except select * from source)) d`)) as {
      rows: { n: number }[];
    };
    expect(drift.rows[0]!.n).toBe(0);
    // Retired (it has an account) it leaves both searches; deleted, its copy goes too.
    await call('DELETE', `/api/affiliate/${b.id}`);
    expect(await found(folded, `&organization=${otherOrg}`)).toEqual([]);
    expect(await found(folded)).toEqual([]);
    expect(await accounts()).toEqual([]);
    expect((await call('DELETE', `/api/affiliate/${a.id}`)).json().outcome).toBe('deleted');
    const copies = (await h.db.execute(
      sql`select count(*)::int as n from affiliate_search where id in (${a.id}, ${b.id})`,
    )) as { rows: { n: number }[] };
    expect(copies.rows[0]!.n).toBe(1);
  });

  it('is for administrators only', async () => {
    const { affiliate } = await createCarrier(h.db);
    const carrierAuth = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    for (const [method, url] of [
      ['GET', '/api/affiliate'],
      ['GET', `/api/affiliate/${affiliate.id}`],
      ['POST', '/api/affiliate'],
      ['PATCH', `/api/affiliate/${affiliate.id}`],
      ['DELETE', `/api/affiliate/${affiliate.id}`],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: carrierAuth, payload: affiliatePayload(orgId) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
