import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { PASSWORD, bearer, createAdministrator, createCarrier, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';

let h: Harness;
let admin: Record<string, string>;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  expect((await call('POST', '/api/prices', { amount: 40 })).statusCode).toBe(201);
});
afterAll(() => h.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object, auth = admin) =>
  h.app.inject({ method, url, headers: auth, payload });

async function history(loanId: number | string, query = '', auth = admin) {
  const res = await h.app.inject({ url: `/api/audit?loan=${loanId}${query}`, headers: auth });
  return { res, entries: res.json<AuditEntry[]>(), total: Number(res.headers['x-total-count']) };
}

/** A payment the carrier reports, then decided by the administrator: its id. */
async function decidedPayment(
  auth: Record<string, string>,
  voucherCode: string,
  status: 'Aprobado' | 'Rechazado',
  today: string,
) {
  const reported = await call('POST', '/api/payment', { amount: 400, date: today, voucherCode }, auth);
  expect(reported.statusCode, reported.body).toBe(201);
  const id = reported.json().id as number;
  expect((await call('PATCH', '/api/payment', { id, status })).statusCode).toBe(200);
  return id;
}

describe("a loan's history (GET /api/audit?loan=)", () => {
  it('holds its approval, the decisions on its payments and its credit incomes, newest first, and nothing else', async () => {
    const mine = await carrierWithLoan(h, admin, { amountBs: 4000, feeNumbers: 4, creditDays: 120 });
    const other = await carrierWithLoan(h, admin);
    const approved = await decidedPayment(mine.auth, '11112222', 'Aprobado', mine.today);
    const rejected = await decidedPayment(mine.auth, '33334444', 'Rechazado', mine.today);
    // Another loan's money and an income of no loan stay out.
    await decidedPayment(other.auth, '55556666', 'Aprobado', other.today);
    await call('POST', '/api/ingress', { date: mine.today, reasonForAdmission: 'Venta', incomeAmountBs: 80 });
    const office = await call('POST', '/api/ingress', {
      date: mine.today,
      reasonForAdmission: 'Abono en oficina',
      incomeAmountBs: 200,
      isCredit: true,
      carrier: mine.carrier.id,
    });
    expect(office.statusCode, office.body).toBe(201);
    const rescheduled = await call('POST', `/api/loan/${mine.loanId}/reschedule`, {
      feeNumbers: 2,
      creditDays: 60,
      reason: 'Acuerdo de pago',
    });
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);

    const { res, entries, total } = await history(mine.loanId);
    expect(res.statusCode, res.body).toBe(200);
    expect(entries.map((e) => [e.action, e.entity, e.entityId])).toEqual([
      ['reschedule', 'loan', mine.loanId],
      ['create', 'income', office.json().id],
      ['reject', 'payment', rejected],
      ['approve', 'payment', approved],
      ['approve', 'credit-request', expect.any(Number)],
    ]);
    expect(entries[4]!.after).toMatchObject({ loanId: mine.loanId, amountBs: 4000 });
    expect(entries[3]!.after).toMatchObject({ amountBs: 400, amountInPetro: 10, voucherCode: '11112222' });
    expect(total).toBe(5);

    // Paginated and counted in the database, and combined with the trail's other filters.
    const page = await history(mine.loanId, '&limit=2&offset=2');
    expect(page.entries.map((e) => e.id)).toEqual(entries.slice(2, 4).map((e) => e.id));
    expect(page.total).toBe(5);
    expect((await history(mine.loanId, '&entity=payment')).entries.map((e) => e.entityId)).toEqual([
      rejected,
      approved,
    ]);
    expect((await history(mine.loanId, '&sort=at&order=asc')).entries[0]!.entity).toBe('credit-request');
    expect((await history(other.loanId)).entries.map((e) => e.entity)).toEqual(['payment', 'credit-request']);
  });

  it('is empty for a loan that does not exist, refuses a malformed id and is for administrators only', async () => {
    const none = await history(2_000_000);
    expect(none.res.statusCode).toBe(200);
    expect(none.entries).toEqual([]);
    expect(none.total).toBe(0);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const { res } = await history(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('Préstamo inválido.');
    }
    const { affiliate } = await createCarrier(h.db);
    const carrier = bearer((await login(h.app, affiliate.email, 'Carrier', PASSWORD)).access_token);
    expect((await history(1, '', carrier)).res.statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/audit?loan=1' })).statusCode).toBe(401);
  });
});
