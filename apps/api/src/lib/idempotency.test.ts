import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { businessDate, messages } from '@app/domain';
import { build, type Harness } from '../../test/helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from '../../test/factories';
import { carrierWithLoan } from '../../test/loan-fixture';
import type { Rows } from '../db/client';
import { forgetOldAnswers } from './idempotency';

let h: Harness;
let admin: Record<string, string>;
let serial = 0;
const newKey = () => `retry-key-${String(++serial).padStart(6, '0')}`;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '30');
});
afterAll(() => h.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object, key?: string) =>
  h.app.inject({ method, url, headers: { ...admin, ...(key && { 'idempotency-key': key }) }, payload });

const countOf = async (table: string, where = 'true') => {
  const result = (await h.db.execute(
    sql.raw(`select count(*)::text as n from ${table} where ${where}`),
  )) as unknown as Rows<{ n: string }>;
  return Number(result.rows[0]!.n);
};

/** A pending request of a carrier without a loan, through the public form. */
async function pendingRequest(amount = 900): Promise<number> {
  const { affiliate } = await createCarrier(h.db);
  const made = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: affiliate.dni, amount },
  });
  return made.json().id as number;
}

/** A payment 'Por revisar' of a carrier with a loan. */
async function pendingPayment(): Promise<number> {
  const c = await carrierWithLoan(h, admin);
  const made = await h.app.inject({
    method: 'POST',
    url: '/api/payment/',
    headers: c.auth,
    payload: { amount: 60, date: businessDate(), voucherCode: String(700000 + serial++) },
  });
  return made.json().id as number;
}

interface WriteCase {
  what: string;
  method: 'POST' | 'PATCH';
  url: string;
  status: number;
  /** A fresh body for one submission (decisions need a fresh pending row each time). */
  body: () => Promise<object>;
  /** Rows the submission makes: exactly one more after any number of retries. */
  effect: () => Promise<number>;
  /** The field a retry with the same key must not change. */
  changed: string;
}

const today = businessDate();
const cases: WriteCase[] = [
  {
    what: 'an expense',
    changed: 'incomeAmount',
    method: 'POST',
    url: '/api/expenses',
    status: 201,
    body: async () => ({ date: today, reasonForAdmission: 'Papelería', incomeAmount: 150 }),
    effect: () => countOf('expenses', 'loan_id is null'),
  },
  {
    what: 'an income',
    changed: 'incomeAmountBs',
    method: 'POST',
    url: '/api/ingress',
    status: 201,
    body: async () => ({ date: today, reasonForAdmission: 'Cuota de afiliación', incomeAmountBs: 90 }),
    effect: () => countOf('incomes', 'not is_fund and not is_credit'),
  },
  {
    what: 'a fund',
    changed: 'incomeAmountBs',
    method: 'POST',
    url: '/api/ingress',
    status: 201,
    body: async () => ({
      date: today,
      reasonForAdmission: 'Aporte',
      incomeAmountBs: 3000,
      isFund: true,
      responsible: { firstNames: 'Ana', lastNames: 'Pérez' },
      origin: 'Asamblea',
    }),
    effect: () => countOf('funds'),
  },
  {
    what: 'a credit income',
    changed: 'incomeAmountBs',
    method: 'POST',
    url: '/api/ingress',
    status: 201,
    body: async () => ({
      date: today,
      reasonForAdmission: 'Abono en taquilla',
      incomeAmountBs: 30,
      isCredit: true,
      carrier: (await carrierWithLoan(h, admin)).carrier.id,
    }),
    effect: () => countOf('incomes', 'is_credit'),
  },
  {
    what: 'a rate',
    changed: 'amount',
    method: 'POST',
    url: '/api/prices',
    status: 201,
    body: async () => ({ amount: 30 }),
    effect: () => countOf('prices'),
  },
  {
    what: 'an interest',
    changed: 'amount',
    method: 'POST',
    url: '/api/interests',
    status: 201,
    body: async () => ({ amount: 2, applyOnLyMDefaulters: true }),
    effect: () => countOf('interests'),
  },
  {
    what: 'an installment rule',
    changed: 'amount',
    method: 'POST',
    url: '/api/rule',
    status: 201,
    body: async () => ({ amount: 600 }),
    effect: () => countOf('rules'),
  },
  {
    what: "a request's approval",
    changed: 'id',
    method: 'PATCH',
    url: '/api/request-carrier',
    status: 200,
    body: async () => ({
      id: await pendingRequest(),
      status: 'Aprobado',
      loanData: { reasonForAdmission: 'Cauchos', amount: 900, feeNumbers: 3, creditDays: 30 },
    }),
    effect: () => countOf('loans'),
  },
  {
    what: "a request's rejection",
    changed: 'id',
    method: 'PATCH',
    url: '/api/request-carrier',
    status: 200,
    body: async () => ({ id: await pendingRequest(), status: 'Rechazado' }),
    effect: () => countOf('credit_requests', `status = 'Rechazado'`),
  },
  {
    what: "a payment's approval",
    changed: 'id',
    method: 'PATCH',
    url: '/api/payment',
    status: 200,
    body: async () => ({ id: await pendingPayment(), status: 'Aprobado' }),
    effect: () => countOf('incomes', 'payment_id is not null'),
  },
];

describe.each(cases)('Idempotency-Key on $what', ({ method, url, status, body, effect, changed }) => {
  it('a retry after a lost answer gets the first answer and writes nothing', async () => {
    const payload = await body();
    const key = newKey();
    const before = await effect();
    const first = await send(method, url, payload, key);
    expect(first.statusCode, first.body).toBe(status);
    const retry = await send(method, url, payload, key);
    expect(retry.statusCode).toBe(status);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await effect()).toBe(before + 1);
  });

  it('ten copies sent at once have one effect and one answer', async () => {
    const payload = await body();
    const key = newKey();
    const before = await effect();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(method, url, payload, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(status));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await effect()).toBe(before + 1);
  });

  it('the same key with another body is refused, and a key is one account’s', async () => {
    const payload = await body();
    const key = newKey();
    expect((await send(method, url, payload, key)).statusCode).toBe(status);
    const other = await send(method, url, { ...payload, [changed]: 7 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(messages.idempotencyMismatch);
    // Another administrator's key of the same text is another submission.
    const second = bearer(
      (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token,
    );
    const theirs = await h.app.inject({
      method,
      url,
      headers: { ...second, 'idempotency-key': key },
      payload,
    });
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('decisions without a key', () => {
  it('a second decision is refused: it was decided already', async () => {
    const id = await pendingPayment();
    expect((await send('PATCH', '/api/payment', { id, status: 'Aprobado' })).statusCode).toBe(200);
    const again = await send('PATCH', '/api/payment', { id, status: 'Aprobado' });
    expect(again.statusCode).toBe(409);
  });
});

describe('the replay window', () => {
  it('forgets answers older than 14 days, keeps newer ones', async () => {
    await send(
      'POST',
      '/api/expenses',
      { date: today, reasonForAdmission: 'Viejo', incomeAmount: 10 },
      'old-key-000001',
    );
    await send(
      'POST',
      '/api/expenses',
      { date: today, reasonForAdmission: 'Nuevo', incomeAmount: 10 },
      'new-key-000001',
    );
    await h.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '15 days' where key = 'old-key-000001'`,
    );
    await forgetOldAnswers(h.db);
    expect(await countOf('idempotency_keys', `key = 'old-key-000001'`)).toBe(0);
    expect(await countOf('idempotency_keys', `key = 'new-key-000001'`)).toBe(1);
  });
});
