import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from '../../../test/factories';

let h: Harness;
let adminToken: string;
let carrierToken: string;

beforeAll(async () => {
  h = await build();
  adminToken = (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token;
  carrierToken = (await login(h.app, (await createCarrier(h.db)).affiliate.email, 'Carrier')).access_token;
});
afterAll(() => h.close());

const get = (url: string, token?: string) => h.app.inject({ url, headers: token ? bearer(token) : {} });
const create = (payload: unknown, token = adminToken) =>
  h.app.inject({ method: 'POST', url: '/api/prices/', payload: payload as object, headers: bearer(token) });

describe('rates', () => {
  it('has no current rate before the first one', async () => {
    const res = await get('/api/prices/?getLast=true', adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Aún no hay una tasa registrada.' });
  });

  it('registers a rate and reads it back as the current one, exactly', async () => {
    const res = await create({ amount: 36.1234 });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ amount: 36.1234 });
    expect(new Date(created.created).toString()).not.toBe('Invalid Date');

    // The spec's own path has a double slash.
    const last = await get('/api/prices//?getLast=true', carrierToken);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual(created);
  });

  it('lists newest first, paginated, with the total in X-Total-Count', async () => {
    const base = Date.now() - 10 * 86_400_000;
    for (let i = 1; i <= 5; i++) await createPrice(h.db, `${40 + i}.5`, new Date(base + i * 1000));
    const all = await get('/api/prices?limit=100', adminToken);
    expect(all.headers['x-total-count']).toBe('6');
    expect(all.json().map((p: { amount: number }) => p.amount)).toEqual([
      36.1234, 45.5, 44.5, 43.5, 42.5, 41.5,
    ]);

    const page = await get('/api/prices/?limit=2&offset=2', adminToken);
    expect(page.headers['x-total-count']).toBe('6');
    expect(page.json().map((p: { amount: number }) => p.amount)).toEqual([44.5, 43.5]);
  });

  it('validates the amount with the form message', async () => {
    for (const amount of [0, -3, '12', null]) {
      const res = await create({ amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Solo cifras positivas.',
        fields: { amount: 'Solo cifras positivas.' },
      });
    }
    expect((await create({})).json().fields.amount).toBe('Solo cifras positivas.');
    expect((await create({ amount: 1.23456 })).json().error).toBe('Máximo 4 decimales.');
    expect((await create({ amount: 1e15 })).statusCode).toBe(400);
  });

  it('needs a token (401) and an administrator (403) where it should', async () => {
    expect((await get('/api/prices/')).statusCode).toBe(401);
    expect((await get('/api/prices/?getLast=true')).statusCode).toBe(401);
    const listAsCarrier = await get('/api/prices/', carrierToken);
    expect(listAsCarrier.statusCode).toBe(403);
    expect(listAsCarrier.json()).toEqual({ error: 'No tiene permiso para realizar esta acción.' });
    expect((await create({ amount: 10 }, carrierToken)).statusCode).toBe(403);
    const anonymous = await h.app.inject({ method: 'POST', url: '/api/prices', payload: { amount: 10 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Debe iniciar sesión.' });
    // Nothing was written by the refused calls.
    expect((await get('/api/prices?limit=1', adminToken)).headers['x-total-count']).toBe('6');
  });

  it('rejects bad pagination with a Spanish message', async () => {
    const res = await get('/api/prices?limit=0', adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.limit).toBe('El límite mínimo es 1.');
    expect((await get('/api/prices?offset=abc', adminToken)).statusCode).toBe(400);
  });

  it('names the rate a movement of a given day converts at: the newest registered by the end of that day', async () => {
    const isoDay = (d: Date) => d.toISOString().slice(0, 10);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    // Before the first rate registered here (ten days ago, plus seconds), no rate existed.
    const before = await get(
      `/api/prices?getLast=true&date=${isoDay(new Date(Date.now() - 30 * 86_400_000))}`,
      carrierToken,
    );
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ error: 'No hay una tasa registrada para esa fecha.' });
    const onDay = await get(
      `/api/prices?getLast=true&date=${isoDay(new Date(tenDaysAgo.getTime() + 86_400_000))}`,
      carrierToken,
    );
    expect(onDay.statusCode).toBe(200);
    // The newest of the five registered ten days ago, with its registration time.
    expect(onDay.json()).toMatchObject({ amount: 45.5 });
    expect(new Date(onDay.json().created).getTime()).toBeLessThan(Date.now() - 9 * 86_400_000);
    expect((await get('/api/prices?getLast=true&date=2026-02-30', carrierToken)).json().fields).toEqual({
      date: 'Fecha inválida.',
    });
  });

  it('tells anyone the current rate, for the landing form that converts an application at it', async () => {
    const res = await get('/api/prices/current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await get('/api/prices?getLast=true', carrierToken)).json());
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
