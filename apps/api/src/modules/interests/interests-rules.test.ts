import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from '../../../test/factories';

let h: Harness;
let auth: Record<string, string>;

beforeAll(async () => {
  h = await build();
  auth = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = auth) =>
  h.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('interests', () => {
  it('registers regular and defaulter interests and reads the newest of each kind', async () => {
    expect((await call('GET', '/api/interests/?getLast=true')).statusCode).toBe(404);
    const regular = await call('POST', '/api/interests/', { amount: 12.5, applyOnLyMDefaulters: false });
    expect(regular.statusCode).toBe(201);
    expect(regular.json()).toMatchObject({ amount: 12.5, applyOnLyMDefaulters: false });
    await call('POST', '/api/interests/', { amount: 3, applyOnLyMDefaulters: true });
    expect((await call('GET', '/api/interests/?getLast=true')).json().amount).toBe(3);
    expect((await call('GET', '/api/interests/?getLast=true&applyOnLyMDefaulters=false')).json().amount).toBe(
      12.5,
    );
    const list = await call('GET', '/api/interests/');
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((i: { amount: number }) => i.amount)).toEqual([3, 12.5]);
  });

  it('takes amounts up to 100 with the spec messages', async () => {
    expect((await call('POST', '/api/interests/', { amount: 100 })).statusCode).toBe(201);
    const over = await call('POST', '/api/interests/', { amount: 100.01, applyOnLyMDefaulters: true });
    expect(over.json()).toEqual({
      error: 'La cifra máxima permitida es de 100%',
      fields: { amount: 'La cifra máxima permitida es de 100%' },
    });
    expect((await call('POST', '/api/interests/', { amount: 0 })).json().error).toBe(
      'Solo cifras positivas.',
    );
    expect((await call('POST', '/api/interests/', {})).json().error).toBe('Requerido.');
  });
});

describe('installment rules', () => {
  it('needs a rate, then stores the Bs amount as ₽ at the current rate', async () => {
    const none = await call('POST', '/api/rule/', { amount: 100 });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('Aún no hay una tasa registrada.');
    await createPrice(h.db, '36.5');
    const created = await call('POST', '/api/rule/', { amount: 1095 });
    expect(created.statusCode).toBe(201);
    expect(created.json().amountInPetro).toBe(30);
    expect((await call('GET', '/api/rule/?getLast=true')).json().amountInPetro).toBe(30);
    expect((await call('GET', '/api/rule/')).headers['x-total-count']).toBe('1');
    expect((await call('POST', '/api/rule/', { amount: -1 })).json().error).toBe('Solo cifras positivas.');
  });

  it('is for administrators', async () => {
    const { affiliate } = await createCarrier(h.db);
    const carrier = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    for (const [method, url] of [
      ['GET', '/api/rule/'],
      ['POST', '/api/rule/'],
      ['GET', '/api/interests/'],
      ['POST', '/api/interests/'],
    ] as const) {
      expect((await call(method, url, { amount: 5 }, carrier)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
