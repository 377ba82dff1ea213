import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';

let h: Harness;
let auth: Record<string, string>;

beforeAll(async () => {
  h = await build();
  auth = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const conditions = () => h.app.inject({ method: 'GET', url: '/api/conditions' });
const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: auth, payload });

describe('GET /api/conditions (public, for the landing)', () => {
  it('answers without a session, with nothing configured yet', async () => {
    const res = await conditions();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      rate: null,
      interestPercent: 0,
      defaulterInterestPercent: null,
      installment: null,
      daysPerInstallment: 30,
    });
  });

  it('gives the newest rate, each kind of interest and the rule in ₽ and in Bs at today’s rate', async () => {
    expect((await post('/api/prices', { amount: 40 })).statusCode).toBe(201);
    expect((await post('/api/rule', { amount: 2000 })).statusCode).toBe(201); // 50 ₽ at 40
    expect((await post('/api/interests', { amount: 12.5, applyOnLyMDefaulters: false })).statusCode).toBe(
      201,
    );
    expect((await post('/api/interests', { amount: 3, applyOnLyMDefaulters: true })).statusCode).toBe(201);
    // A later rate moves the rule's Bs, not its ₽ (decision 14).
    expect((await post('/api/prices', { amount: 42.5 })).statusCode).toBe(201);
    const body = (await conditions()).json();
    expect(body).toMatchObject({
      rate: { amount: 42.5 },
      interestPercent: 12.5,
      defaulterInterestPercent: 3,
      installment: { amountInPetro: 50, amountInBs: 2125 },
      daysPerInstallment: 30,
    });
    expect(new Date(body.rate.created).getTime()).toBeGreaterThan(0);
  });
});
