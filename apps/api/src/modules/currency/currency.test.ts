import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Decimal, currencyMessages, type AuditEntry } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { approvedPayment, carrierWithLoan } from '../../../test/loan-fixture';
import { authorizations, incomes, loans, mailOutbox, payments } from '../../db/schema';

let h: Harness;
let admin: Record<string, string>;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '3000');
});
afterAll(() => h.close());

let keys = 0;
const change = (payload: object, key = `unit-change-${++keys}`) =>
  h.app.inject({
    method: 'POST',
    url: '/api/settings/currency',
    headers: { ...admin, 'idempotency-key': key },
    payload,
  });
const unit = async () => (await h.app.inject({ url: '/api/settings/currency' })).json();
const mails = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;

describe('the reference unit', () => {
  it('starts on petro, readable by anyone (the landing needs it)', async () => {
    const res = await h.app.inject({ url: '/api/settings/currency' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'PTR', name: 'petro', symbol: '₽' });
  });

  it('refuses bad changes in Spanish and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ code: 'usd', factor: '60', reason: 'x' }, currencyMessages.code],
      [{ code: 'GBP', factor: '60', reason: 'x' }, currencyMessages.code],
      [{ code: 'USD', factor: '60,5', reason: 'x' }, currencyMessages.factor],
      [{ code: 'USD', factor: '0', reason: 'x' }, currencyMessages.factorRange],
      [{ code: 'USD', factor: -3, reason: 'x' }, currencyMessages.factor],
      [{ code: 'USD', factor: '1000000001', reason: 'x' }, currencyMessages.factorRange],
      [{ code: 'USD', factor: '1.12345678901', reason: 'x' }, currencyMessages.factorDecimals],
      [{ code: 'USD', factor: '60' }, currencyMessages.reason],
      [{ code: 'USD', factor: '60', reason: '   ' }, currencyMessages.reason],
      [{ code: 'PTR', factor: '60', reason: 'x' }, currencyMessages.sameUnit],
    ];
    for (const [payload, message] of cases) {
      const res = await change(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(message);
    }
    expect(await unit()).toMatchObject({ code: 'PTR' });
  });

  it('previews what a change converts, changing nothing', async () => {
    await carrierWithLoan(h, admin, { amountBs: 300_000, feeNumbers: 3, creditDays: 90 });
    const res = await h.app.inject({
      url: '/api/settings/currency/preview?code=USD&factor=60',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ from: { code: 'PTR' }, to: { code: 'USD', symbol: 'US$' }, factor: '60' });
    expect(p.loans).toBeGreaterThanOrEqual(1);
    expect(p.outstandingAfter).toBeCloseTo(p.outstandingBefore * 60, 2);
    expect(p.rateBefore).toBe(3000);
    expect(p.rateAfter).toBe(50);
    expect(await unit()).toMatchObject({ code: 'PTR' });
  });

  it('converts every amount × factor and every rate ÷ factor; the Bs stay; audited; e-mails nobody', async () => {
    const c = await carrierWithLoan(h, admin, { amountBs: 90_000, feeNumbers: 3, creditDays: 90 });
    const paymentId = await approvedPayment(h, admin, c, 15_000, '5550001');
    const [before] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    const sent = await mails();
    const registered = await h.app.inject({
      method: 'POST',
      url: '/api/prices/',
      headers: { ...admin, 'idempotency-key': 'price-before-change' },
      payload: { amount: 3100 },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const payoffBefore = (await h.app.inject({ url: `/api/loan/${c.loanId}/payoff`, headers: admin })).json();

    const res = await change({ code: 'USD', factor: 60, reason: 'El petro dejó de existir', from: 'PTR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'USD', name: 'dólar', symbol: 'US$', factor: '60' });
    expect(res.json().loans).toBeGreaterThanOrEqual(2);
    expect(await unit()).toEqual({ code: 'USD', name: 'dólar', symbol: 'US$' });

    const [after] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    expect(new Decimal(after!.amountPay).eq(new Decimal(before!.amountPay).mul(60))).toBe(true);
    expect(new Decimal(after!.paidTotal).eq(new Decimal(before!.paidTotal).mul(60))).toBe(true);
    expect(new Decimal(after!.rate).eq(new Decimal(before!.rate).div(60))).toBe(true);
    expect([after!.amountAwardedInBs, after!.paidBs]).toEqual([before!.amountAwardedInBs, before!.paidBs]);
    const [payment] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
    const [income] = await h.db.select().from(incomes).where(eq(incomes.paymentId, paymentId));
    expect(payment!.amountBs).toBe('15000.00');
    expect(payment!.amountPetro).toBe(income!.amountPetro);
    // The payoff in Bs at today's rate: the same Bs, now against US$.
    const payoffAfter = (await h.app.inject({ url: `/api/loan/${c.loanId}/payoff`, headers: admin })).json();
    expect(payoffAfter.payoffBs).toBe(payoffBefore.payoffBs);
    expect(payoffAfter.payoffPetro).toBe(payoffBefore.payoffPetro * 60);
    expect(await mails()).toBe(sent);

    // The trail: the change with the totals before and after; older entries read in US$.
    const trail = (
      await h.app.inject({ url: '/api/audit?entity=currency', headers: admin })
    ).json() as AuditEntry[];
    expect(trail[0]).toMatchObject({
      action: 'change-unit',
      before: { unit: 'PTR' },
      after: { unit: 'USD', factor: '60' },
    });
    expect(trail[0]!.before).toHaveProperty('outstanding');
    // The Bs, unchanged, written out on the after side as proof.
    expect(trail[0]!.after).toMatchObject({ bolivares: { paymentsBs: expect.any(String) } });
    // A rate registered in petro reads, in the trail, as the same Bs per US$: ÷ 60.
    const rates = (
      await h.app.inject({ url: '/api/audit?entity=price', headers: admin })
    ).json() as AuditEntry[];
    expect(rates.find((e) => e.entityId === registered.json().id)!.after).toMatchObject({
      amount: 3100 / 60,
    });
    const history = await h.app.inject({ url: '/api/settings/currency/changes', headers: admin });
    expect(history.headers['x-total-count']).toBe('1');
    expect(history.json()[0]).toMatchObject({
      from: { code: 'PTR' },
      to: { code: 'USD' },
      factor: '60',
      reason: 'El petro dejó de existir',
    });
  });

  it('replays a retried change instead of converting twice', async () => {
    const first = await change(
      { code: 'EUR', factor: '0.92', reason: 'Euro', from: 'USD' },
      'same-change-key',
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await change(
      { code: 'EUR', factor: '0.92', reason: 'Euro', from: 'USD' },
      'same-change-key',
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const history = await h.app.inject({ url: '/api/settings/currency/changes', headers: admin });
    expect(history.headers['x-total-count']).toBe('2');
  });

  it('two changes at once: one converts, the other gets a clear 409', async () => {
    const [a, b] = await Promise.all([
      change({ code: 'USD', factor: '1.08', reason: 'Uno', from: 'EUR' }),
      change({ code: 'USD', factor: '1.08', reason: 'Otro', from: 'EUR' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect([currencyMessages.busy, currencyMessages.changedMeanwhile]).toContain(loser.json().error);
    const history = await h.app.inject({ url: '/api/settings/currency/changes', headers: admin });
    expect(history.headers['x-total-count']).toBe('3');
  });

  it('a change racing payment approvals: every approval lands in one consistent unit', async () => {
    const carriers = await Promise.all(
      [1, 2, 3, 4].map(() => carrierWithLoan(h, admin, { amountBs: 60_000, feeNumbers: 2, creditDays: 60 })),
    );
    const reported = [];
    for (const [k, c] of carriers.entries()) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/payment/',
        headers: c.auth,
        payload: { amount: 10_000, date: c.today, voucherCode: `77700${k}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      reported.push(res.json().id as number);
    }
    const approvals = reported.map((id) =>
      h.app.inject({
        method: 'PATCH',
        url: '/api/payment',
        headers: admin,
        payload: { id, status: 'Aprobado' },
      }),
    );
    const [changed, ...decided] = await Promise.all([
      change({ code: 'EUR', factor: '0.5', reason: 'Carrera', from: 'USD' }),
      ...approvals,
    ]);
    expect(changed!.statusCode, changed!.body).toBe(200);
    for (const d of decided) expect(d.statusCode, d.body).toBe(200);
    // Each repayment's unit amount is its Bs at its own (converted) rate; each loan's paid total is its repayments.
    for (const c of carriers) {
      const [loan] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
      const own = await h.db.select().from(incomes).where(eq(incomes.loanId, c.loanId));
      expect(own).toHaveLength(1);
      const i = own[0]!;
      expect(new Decimal(i.amountBs).div(i.rate).minus(i.amountPetro).abs().lte('0.0001')).toBe(true);
      expect(new Decimal(loan!.paidTotal).eq(i.amountPetro)).toBe(true);
    }
  });

  it('converts the four-eyes thresholds and waiting amounts; a waiting rate typed in the old unit lapses', async () => {
    const rules = (payload: object) =>
      h.app.inject({ method: 'PUT', url: '/api/settings/authorizations', headers: admin, payload });
    const on = await rules({
      rules: [
        { action: 'loan.writeoff', enabled: true, threshold: 0.5 },
        { action: 'rate.create', enabled: true, threshold: null },
      ],
    });
    expect(on.statusCode, on.body).toBe(200);
    const owner = await carrierWithLoan(h, admin);
    const asked = async (url: string, payload: object) => {
      const res = await h.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'idempotency-key': `held-${keys++}-${Date.now()}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(202);
      return res.json().authorizationId as number;
    };
    const writeOff = await asked(`/api/loan/${owner.loanId}/write-off`, { reason: 'Inubicable' });
    const rate = await asked('/api/prices', { amount: 5000 });
    const waiting = async (id: number) =>
      (await h.db.select().from(authorizations).where(eq(authorizations.id, id)))[0]!;
    const owedBefore = new Decimal((await waiting(writeOff)).amount!);
    const from = (await unit()).code as string;
    const to = from === 'USD' ? 'EUR' : 'USD';
    const changed = await change({
      code: to,
      factor: '2',
      reason: 'Prueba',
      from,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(new Decimal((await waiting(writeOff)).amount!).toFixed()).toBe(owedBefore.mul(2).toFixed());
    expect(await waiting(writeOff)).toMatchObject({ status: 'Pendiente' });
    expect(await waiting(rate)).toMatchObject({ status: 'Vencida', reason: currencyMessages.rateLapsed });
    const read = (await h.app.inject({ url: '/api/settings/authorizations', headers: admin })).json();
    expect(read.rules).toContainEqual({ action: 'loan.writeoff', enabled: true, threshold: 1 });
    // Back to the unit the next tests expect.
    expect((await change({ code: from, factor: '0.5', reason: 'Vuelta', from: to })).statusCode).toBe(200);
    await rules({
      rules: [
        { action: 'loan.writeoff', enabled: false, threshold: null },
        { action: 'rate.create', enabled: false, threshold: null },
      ],
    });
  });
});
