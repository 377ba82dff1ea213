import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { businessDate, type AuditEntry } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import {
  PASSWORD,
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  login,
} from '../../../test/factories';
import { administratorPayload, affiliatePayload, organizationPayload } from '../../../test/registry-payloads';
import { auditLog } from '../../db/schema';

let h: Harness;
let admin: { id: number; name: string; auth: Record<string, string> };
let other: { id: number; auth: Record<string, string> };

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
  const a = await createAdministrator(h.db, { firstNames: 'Ana', lastNames: 'Pérez' });
  admin = {
    id: a.id,
    name: 'Ana Pérez',
    auth: bearer((await login(h.app, a.email, 'Administrator')).access_token),
  };
  const b = await createAdministrator(h.db);
  other = { id: b.id, auth: bearer((await login(h.app, b.email, 'Administrator')).access_token) };
});
afterAll(() => h.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, auth = admin.auth) =>
  h.app.inject({ method, url, headers: auth, ...(payload && { payload }) });

async function trail(query = ''): Promise<{ entries: AuditEntry[]; total: number }> {
  const res = await h.app.inject({ method: 'GET', url: `/api/audit?limit=100${query}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return { entries: res.json(), total: Number(res.headers['x-total-count']) };
}

/** The newest entry, after checking that the action wrote exactly one. */
async function only(
  action: () => Promise<{ statusCode: number; body: string }>,
  status = 200,
): Promise<AuditEntry> {
  const before = (await trail()).total;
  const res = await action();
  expect(res.statusCode, res.body).toBe(status);
  const { entries, total } = await trail();
  expect(total).toBe(before + 1);
  return entries[0]!;
}

describe('audit trail', () => {
  it('records who, what and which record for the registry, with only the changed fields of an edit', async () => {
    let id = 0;
    const created = await only(async () => {
      const res = await call(
        'POST',
        '/api/organization',
        organizationPayload({ name: 'Cooperativa Auditada' }),
      );
      id = res.json().id;
      return res;
    }, 201);
    expect(created).toMatchObject({
      administrator: { id: admin.id, name: admin.name },
      action: 'create',
      entity: 'organization',
      entityId: id,
      before: null,
      after: { name: 'Cooperativa Auditada', rif: 'J123456789' },
    });

    const edited = await only(() =>
      call('PATCH', `/api/organization/${id}`, { name: 'Cooperativa Renombrada' }),
    );
    expect(edited).toMatchObject({ action: 'update', entityId: id });
    expect(edited.before).toEqual({ name: 'Cooperativa Auditada' });
    expect(edited.after).toEqual({ name: 'Cooperativa Renombrada' });

    const deleted = await only(() => call('DELETE', `/api/organization/${id}`));
    expect(deleted).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: 'Cooperativa Renombrada' },
    });

    const { organization } = await createAffiliate(h.db);
    const retired = await only(() => call('DELETE', `/api/organization/${organization.id}`));
    expect(retired).toMatchObject({ action: 'retire', entity: 'organization', entityId: organization.id });

    const { organization: org2 } = await createAffiliate(h.db);
    let affiliateId = 0;
    await only(async () => {
      const res = await call('POST', '/api/affiliate', affiliatePayload(org2.id));
      affiliateId = res.json().id;
      return res;
    }, 201);
    const affEdit = await only(() =>
      call('PATCH', `/api/affiliate/${affiliateId}`, { municipality: 'Maracay' }),
    );
    expect(affEdit).toMatchObject({
      entity: 'affiliate',
      before: { municipality: 'Valencia' },
      after: { municipality: 'Maracay' },
    });
    await only(() => call('DELETE', `/api/affiliate/${affiliateId}`));
  });

  it('records accounts without ever holding a password or its hash', async () => {
    const { affiliate } = await createAffiliate(h.db);
    let carrierId = 0;
    await only(async () => {
      const res = await call('POST', '/api/carrier', { affiliate: affiliate.id, password: 'Nueva123!' });
      carrierId = res.json().id;
      return res;
    }, 201);
    const pw = await only(() => call('PATCH', `/api/carrier/${carrierId}`, { password: 'Otra1234!' }));
    expect(pw).toMatchObject({
      action: 'update',
      entity: 'carrier',
      before: {},
      after: { passwordChanged: true },
    });
    await only(() => call('DELETE', `/api/carrier/${carrierId}`));

    let adminId = 0;
    await only(async () => {
      const res = await call('POST', '/api/users', administratorPayload());
      adminId = res.json().id;
      return res;
    }, 201);
    const adminEdit = await only(() =>
      call(
        'PATCH',
        `/api/users/${adminId}`,
        administratorPayload({ firstNames: 'Luisa', password: 'Cambio123!', confirmPassword: 'Cambio123!' }),
      ),
    );
    expect(adminEdit.after).toMatchObject({ firstNames: 'Luisa', passwordChanged: true });
    const removed = await only(() => call('DELETE', `/api/users/${adminId}`));
    expect(removed).toMatchObject({
      action: 'delete',
      entity: 'administrator',
      before: { firstNames: 'Luisa' },
    });

    const raw = JSON.stringify((await trail()).entries);
    for (const secret of ['Nueva123!', 'Otra1234!', 'Cambio123!', 'Clave123!', '$argon2', 'passwordHash']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('records rates, interests, rules, incomes, expenses and the decisions on requests and payments', async () => {
    const price = await only(() => call('POST', '/api/prices', { amount: 40 }), 201);
    expect(price).toMatchObject({ entity: 'price', action: 'create', after: { amount: 40 } });
    const interest = await only(
      () => call('POST', '/api/interests', { amount: 5, applyOnLyMDefaulters: false }),
      201,
    );
    expect(interest).toMatchObject({ entity: 'interest', after: { amount: 5, applyOnLyMDefaulters: false } });
    const rule = await only(() => call('POST', '/api/rule', { amount: 400 }), 201);
    expect(rule).toMatchObject({ entity: 'rule', after: { amountInPetro: 10, amountBs: 400, rate: 40 } });
    const today = businessDate();
    const income = await only(
      () =>
        call('POST', '/api/ingress', {
          date: today,
          reasonForAdmission: 'Aporte',
          incomeAmountBs: 80,
          isFund: true,
          responsible: { firstNames: 'Rosa', lastNames: 'Díaz' },
          origin: 'Socios',
        }),
      201,
    );
    expect(income).toMatchObject({
      entity: 'income',
      after: { reasonForAdmission: 'Aporte', origin: 'Socios' },
    });
    const expense = await only(
      () =>
        call('POST', '/api/expenses', { date: today, reasonForAdmission: 'Papelería', incomeAmount: 120 }),
      201,
    );
    expect(expense).toMatchObject({ entity: 'expense', after: { reasonForAdmission: 'Papelería' } });

    // A request approved into a loan, another rejected.
    const { affiliate } = await createCarrier(h.db);
    const applied = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: affiliate.dni, amount: 800 },
    });
    const requestId = applied.json().id as number;
    const approved = await only(() =>
      call('PATCH', '/api/request-carrier', {
        id: requestId,
        status: 'Aprobado',
        loanData: { reasonForAdmission: 'Cauchos', amount: 800, feeNumbers: 2, creditDays: 30 },
      }),
    );
    expect(approved).toMatchObject({
      action: 'approve',
      entity: 'credit-request',
      entityId: requestId,
      before: { status: 'Por revisar' },
      after: { status: 'Aprobado', amountBs: 800, rate: 40, feeNumbers: 2, creditDays: 30 },
    });
    const { affiliate: second } = await createCarrier(h.db);
    const applied2 = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      payload: { dni: second.dni, amount: 500 },
    });
    const rejected = await only(() =>
      call('PATCH', '/api/request-carrier', { id: applied2.json().id, status: 'Rechazado' }),
    );
    expect(rejected).toMatchObject({ action: 'reject', after: { status: 'Rechazado' } });

    // The carrier's payment report is not an administrator action; its decision is.
    const carrierAuth = bearer((await login(h.app, affiliate.email, 'Carrier', PASSWORD)).access_token);
    const before = (await trail()).total;
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: carrierAuth,
      payload: { amount: 200, date: today, voucherCode: '99887766' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await trail()).total).toBe(before);
    const paymentId = reported.json().id as number;
    const decided = await only(() => call('PATCH', '/api/payment', { id: paymentId, status: 'Aprobado' }));
    expect(decided).toMatchObject({
      action: 'approve',
      entity: 'payment',
      entityId: paymentId,
      after: { status: 'Aprobado', amountBs: 200, amountInPetro: 5, voucherCode: '99887766' },
    });
  });

  it('writes nothing when the action is refused', async () => {
    const before = (await trail()).total;
    expect((await call('POST', '/api/organization', { name: '' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/organization/999999', { name: 'X Y Z' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${admin.id}`)).statusCode).toBe(409);
    expect((await call('POST', '/api/prices', { amount: -1 })).statusCode).toBe(400);
    expect((await trail()).total).toBe(before);
  });

  it('filters by day, administrator and kind of record, in the database, newest first', async () => {
    await call('POST', '/api/prices', { amount: 41 }, other.auth);
    const byOther = await trail(`&administratorId=${other.id}`);
    expect(byOther.total).toBe(1);
    expect(byOther.entries[0]).toMatchObject({ entity: 'price', after: { amount: 41 } });

    const prices = await trail('&entity=price');
    expect(prices.entries.every((e) => e.entity === 'price')).toBe(true);
    expect(prices.entries.map((e) => e.after?.amount)).toEqual([41, 40]);

    const today = businessDate();
    expect((await trail(`&from=${today}&to=${today}`)).total).toBe((await trail()).total);
    expect((await trail('&to=2000-01-01')).total).toBe(0);
    expect((await trail('&from=2999-01-01')).total).toBe(0);

    const page = await h.app.inject({
      method: 'GET',
      url: '/api/audit?limit=2&offset=1',
      headers: admin.auth,
    });
    expect(page.json()).toHaveLength(2);
    const all = (await trail()).entries;
    expect(page.json().map((e: AuditEntry) => e.id)).toEqual(all.slice(1, 3).map((e) => e.id));

    for (const bad of [
      'entity=prestamo',
      'from=2024-02-30',
      'administratorId=-1',
      'from=2024-05-02&to=2024-05-01',
    ]) {
      const res = await h.app.inject({ method: 'GET', url: `/api/audit?${bad}`, headers: admin.auth });
      expect(res.statusCode, bad).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('keeps the name of an administrator deleted after acting', async () => {
    const gone = await createAdministrator(h.db, { firstNames: 'Pedro', lastNames: 'Salas' });
    const auth = bearer((await login(h.app, gone.email, 'Administrator')).access_token);
    await call('POST', '/api/prices', { amount: 42 }, auth);
    await call('DELETE', `/api/users/${gone.id}`);
    const { entries } = await trail(`&administratorId=${gone.id}`);
    expect(entries[0]?.administrator).toEqual({ id: gone.id, name: 'Pedro Salas', email: gone.email });
  });

  it('is append-only: no route changes it and the database refuses edits and deletions', async () => {
    const routes = h.app.accessTable.filter((r) => r.url.startsWith('/api/audit'));
    expect(routes).toEqual([
      { method: 'GET', url: '/api/audit/export', access: 'administrator', permission: 'exports.run' },
      { method: 'GET', url: '/api/audit', access: 'administrator', permission: 'audit.read' },
    ]);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await h.app.inject({ method, url: '/api/audit', headers: admin.auth, payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const n = await count();
    // drizzle wraps the driver's error; the database's own message is its cause.
    const refusal = (q: ReturnType<typeof sql>) =>
      h.db.execute(q).then(
        () => 'written',
        (e: { cause?: Error; message: string }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(sql`update audit_log set action = 'delete'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await count()).toBe(n);
  });

  it('is for administrators only', async () => {
    const { affiliate } = await createCarrier(h.db);
    const carrierAuth = bearer((await login(h.app, affiliate.email, 'Carrier', PASSWORD)).access_token);
    expect((await h.app.inject({ method: 'GET', url: '/api/audit', headers: carrierAuth })).statusCode).toBe(
      403,
    );
    expect((await h.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});
