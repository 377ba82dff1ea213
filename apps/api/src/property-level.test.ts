import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { businessDate, monthBefore, monthOf } from '@app/domain';
import { build, type Harness } from '../test/helper';
import {
  PASSWORD,
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  createPrice,
  login,
} from '../test/factories';
import { administratorPayload, affiliatePayload, organizationPayload } from '../test/registry-payloads';
import { carrierWithLoan } from '../test/loan-fixture';
import {
  administrators,
  carriers,
  creditRequests,
  incomes,
  documents,
  loans,
  mailOutbox,
  payments,
  prices,
} from './db/schema';
import { enqueueMail } from './modules/mail/outbox';
import { issueOneTimeToken } from './lib/one-time-tokens';

/**
 * Fields no create or edit payload may set: ids, hashes, dates the server keeps, decisions and
 * amounts it computes, ownership and roles. Each route's own fields are left out of the set.
 */
const FORGED = {
  id: 777_777,
  created: '2000-01-01T00:00:00.000Z',
  createdAt: '2000-01-01T00:00:00.000Z',
  created_at: '2000-01-01T00:00:00.000Z',
  passwordHash: 'FORGED-HASH',
  password_hash: 'FORGED-HASH',
  status: 'Aprobado',
  amountInPetro: 999_999,
  amountPetro: 999_999,
  amountPay: 999_999,
  rate: 0.0001,
  decidedBy: 777_777,
  decidedAt: '2000-01-01T00:00:00.000Z',
  retiredAt: '2000-01-01T00:00:00.000Z',
  carrierId: 777_777,
  affiliateId: 777_777,
  accountId: 777_777,
  type: 'Administrator',
  role: 'Administrator',
  isAdmin: true,
  builtIn: true,
  administratorId: 777_777,
};

let h: Harness;
/** Every route the cases below sent forged fields to: the last case checks none was left out. */
const calls: string[] = [];
let adminAuth: Record<string, string>;
let ownFields: Record<string, Set<string>>;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000' });
  const admin = await createAdministrator(h.db);
  adminAuth = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  await createPrice(h.db, '40');
  // Each route's own body fields, from the OpenAPI document the server builds from its schemas.
  const doc = (await h.app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  };
  ownFields = {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content['application/json']?.schema;
      ownFields[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`] = new Set(
        propertiesOf(schema),
      );
    }
  }
});
afterAll(() => h.close());

interface Schema {
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  anyOf?: Schema[];
}
const propertiesOf = (s: Schema | undefined): string[] =>
  s
    ? [...Object.keys(s.properties ?? {}), ...[...(s.allOf ?? []), ...(s.anyOf ?? [])].flatMap(propertiesOf)]
    : [];

/** The forged fields a route does not itself accept, added to a valid body. */
function withForged(route: string, body: Record<string, unknown>): Record<string, unknown> {
  const own = ownFields[route];
  expect(own, `${route} is not in the OpenAPI document`).toBeDefined();
  const forged = Object.fromEntries(Object.entries(FORGED).filter(([k]) => !own!.has(k)));
  calls.push(route);
  return { ...forged, ...body };
}

async function send(
  route: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  path?: string,
) {
  const [method, url] = route.split(' ') as ['POST' | 'PATCH', string];
  const res = await h.app.inject({ method, url: path ?? url, headers, payload: withForged(route, body) });
  expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
  // Whatever came back was made by the server, not by the forged fields.
  expect(res.body, route).not.toContain('FORGED');
  expect(res.body, route).not.toContain('2000-01-01');
  expect(res.body, route).not.toContain('777777');
  return res.json();
}

describe('property level: payloads set only their own fields', () => {
  it('documents: a forged status, owner, decision or date is ignored; the decision is the server’s', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const form = new FormData();
    const fields = withForged('POST /api/affiliate/:id/documents', { kind: 'cedula' });
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    const png = readFileSync(join(import.meta.dirname, '../test/fixtures/documents/image.png'));
    form.append('file', new Blob([new Uint8Array(png)]), 'cedula.png');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/affiliate/${affiliate.id}/documents`,
      headers: { ...adminAuth, 'content-type': multipart.headers.get('content-type')! },
      payload: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('777777');
    expect(res.body).not.toContain('2000-01-01');
    expect(res.json()).toMatchObject({ kind: 'cedula', status: 'Por verificar', reason: null });
    const decided = await send(
      'PATCH /api/documents/:id',
      { status: 'Rechazado', reason: 'Borrosa' },
      adminAuth,
      `/api/documents/${res.json().id}`,
    );
    expect(decided).toMatchObject({ status: 'Rechazado', reason: 'Borrosa' });
    const [row] = await h.db.select().from(documents).where(eq(documents.id, decided.id));
    expect(row).toMatchObject({
      affiliateId: affiliate.id,
      retiredAt: null,
      uploadedByType: 'Administrator',
    });
    expect(row!.decidedBy).not.toBe(777_777);
  });

  it('registry records: forged ids, dates, hashes and retirements are ignored', async () => {
    const org = await send('POST /api/organization', organizationPayload(), adminAuth);
    expect(org.id).not.toBe(777_777);
    await send(
      'PATCH /api/organization/:id',
      { name: 'Renombrada' },
      adminAuth,
      `/api/organization/${org.id}`,
    );
    expect((await h.app.inject({ url: '/api/organization', headers: adminAuth })).body).toContain(
      'Renombrada',
    );

    const affiliate = await send('POST /api/affiliate', affiliatePayload(org.id), adminAuth);
    await send(
      'PATCH /api/affiliate/:id',
      { municipality: 'Maracay' },
      adminAuth,
      `/api/affiliate/${affiliate.id}`,
    );
    const listed = await h.app.inject({ url: `/api/affiliate?dni=${affiliate.dni}`, headers: adminAuth });
    expect(listed.json()).toHaveLength(1); // still listed: the forged retiredAt did nothing

    const carrier = await send(
      'POST /api/carrier',
      { affiliate: affiliate.id, password: 'Propia123!' },
      adminAuth,
    );
    await send('PATCH /api/carrier/:id', { password: 'Propia456!' }, adminAuth, `/api/carrier/${carrier.id}`);
    const [account] = await h.db.select().from(carriers).where(eq(carriers.id, carrier.id));
    expect(account!.affiliateId).toBe(affiliate.id);
    expect(account!.retiredAt).toBeNull();
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    await login(h.app, affiliate.email, 'Carrier', 'Propia456!');

    const created = await send('POST /api/users', administratorPayload(), adminAuth);
    const edited = await send(
      'PATCH /api/users/:id',
      administratorPayload({ email: created.email, firstNames: 'Luisa' }),
      adminAuth,
      `/api/users/${created.id}`,
    );
    expect(edited.firstNames).toBe('Luisa');
    const [row] = await h.db.select().from(administrators).where(eq(administrators.id, created.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('rates, interests, rules, incomes and expenses: the server computes amounts and keeps dates', async () => {
    await send('POST /api/prices', { amount: 40 }, adminAuth);
    await send('POST /api/interests', { amount: 5, applyOnLyMDefaulters: false }, adminAuth);
    const rule = await send('POST /api/rule', { amount: 400 }, adminAuth);
    expect(rule.amountInPetro).toBe(10);
    const today = businessDate(); // the business day of APP_TIMEZONE, not UTC's (after 20:00 in Caracas they differ)
    const income = await send(
      'POST /api/ingress',
      { date: today, reasonForAdmission: 'Aporte', incomeAmountBs: 80 },
      adminAuth,
    );
    expect(income.incomeAmount ?? income.amountPetro ?? income.incomeAmountPetro).not.toBe(999_999);
    await send(
      'POST /api/expenses',
      { date: today, reasonForAdmission: 'Papelería', incomeAmount: 120 },
      adminAuth,
    );
  });

  it('a carrier cannot set a payment’s status, amount in ₽, owner or loan of someone else', async () => {
    const owner = await carrierWithLoan(h, adminAuth);
    const stranger = await carrierWithLoan(h, adminAuth);
    const reported = await send(
      'POST /api/payment',
      { amount: 200, date: owner.today, voucherCode: '12344321' },
      owner.auth,
    );
    const [stored] = await h.db.select().from(payments).where(eq(payments.id, reported.id));
    expect(stored).toMatchObject({
      status: 'Por revisar',
      carrierId: owner.carrier.id,
      loanId: owner.loanId,
    });
    expect(Number(stored!.amountPetro)).toBe(5);
    expect(stored!.decidedBy).toBeNull();
    // Nothing was applied to either loan.
    const credits = async () =>
      (
        await h.db
          .select({ petro: sql<number>`coalesce(sum(${incomes.amountPetro}), 0)::float`, n: count() })
          .from(incomes)
          .where(eq(incomes.isCredit, true))
      )[0];
    expect(await credits()).toEqual({ petro: 0, n: 0 });
    expect(stranger.loanId).not.toBe(owner.loanId);

    // The administrator's decision sets the status only: the ₽ applied is the payment's own.
    const decided = await send('PATCH /api/payment', { id: reported.id, status: 'Aprobado' }, adminAuth);
    expect(decided.payment).toMatchObject({ id: reported.id, status: 'Aprobado' });
    expect(await credits()).toEqual({ petro: 5, n: 1 });
  });

  it('a reschedule and a write-off take only their own fields: the figures are the server’s', async () => {
    const c = await carrierWithLoan(h, adminAuth, { amountBs: 1200, feeNumbers: 3, creditDays: 90 });
    const [approved] = await h.db.select().from(loans).where(eq(loans.id, c.loanId));
    await send(
      'POST /api/loan/:id/reschedule',
      { feeNumbers: 2, creditDays: 60, reason: 'Reprogramación' },
      adminAuth,
      `/api/loan/${c.loanId}/reschedule`,
    );
    const rescheduled = (await h.db.select().from(loans).where(eq(loans.id, c.loanId)))[0]!;
    // Nothing paid: the whole amount still owed, whatever balance, status or amounts the body claimed.
    expect(rescheduled).toMatchObject({
      feeNumbers: 2,
      creditDays: 60,
      amountPay: approved!.amountPay,
      status: 'Por pagar',
    });
    const noted = await send(
      'POST /api/loan/:id/follow-ups',
      { channel: 'Llamada', note: 'Promesa', promiseDate: businessDate(), promiseAmountBs: 10 },
      adminAuth,
      `/api/loan/${c.loanId}/follow-ups`,
    );
    // The server's judgement of the promise and its author, not the body's.
    expect(noted).toMatchObject({ promiseStatus: 'pendiente', channel: 'Llamada' });
    expect(noted.adminName).not.toBe('FORGED');
    await send(
      'POST /api/loan/:id/write-off',
      { reason: 'Castigo' },
      adminAuth,
      `/api/loan/${c.loanId}/write-off`,
    );
    const written = (await h.db.select().from(loans).where(eq(loans.id, c.loanId)))[0]!;
    expect(written).toMatchObject({
      status: 'Castigado',
      writtenOffBalance: approved!.amountPay,
      paidTotal: '0.0000',
    });
  });

  it('a credit request and its decision keep the server’s status, owner and figures', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const applied = await send('POST /api/request-carrier', { dni: affiliate.dni, amount: 800 });
    const [request] = await h.db.select().from(creditRequests).where(eq(creditRequests.id, applied.id));
    expect(request).toMatchObject({ status: 'Por revisar', affiliateId: affiliate.id, decidedBy: null });

    const decision = await send(
      'PATCH /api/request-carrier',
      {
        id: applied.id,
        status: 'Aprobado',
        loanData: { reasonForAdmission: 'Cauchos', amount: 800, feeNumbers: 2, creditDays: 30 },
      },
      adminAuth,
    );
    const [loan] = await h.db.select().from(loans).where(eq(loans.id, decision.loan.id));
    // 800 Bs at 40 Bs/₽ = 20 ₽, whatever amountPetro or rate the body claimed.
    expect([Number(loan!.rate), Number(loan!.amountAwarded)]).toEqual([40, 20]);
  });

  it('sign-in, refresh and password routes: a forged role or account changes nobody else', async () => {
    const { affiliate, carrier } = await createCarrier(h.db);
    const other = await createCarrier(h.db);
    const session = await send('POST /api/auth/login', {
      email: affiliate.email,
      password: PASSWORD,
      type: 'Carrier',
    });
    expect(session.user).toMatchObject({ id: carrier.id, type: 'Carrier' });
    const me = await h.app.inject({ url: '/api/auth/me', headers: bearer(session.access_token) });
    expect(me.json()).toMatchObject({ id: carrier.id, type: 'Carrier' });
    await send('POST /api/auth/carrier/login', { email: affiliate.email, password: PASSWORD });
    const admin = await createAdministrator(h.db);
    const adminSession = await send('POST /api/auth/administrator/login', {
      email: admin.email,
      password: PASSWORD,
    });
    // An administrator's own profile: the forged id and type change neither who nor what it is.
    // (His cédula, once given, is another administrator's to change: he sends it as it is.)
    const profile = await send(
      'PATCH /api/auth/me',
      { dni: admin.dni, phoneNumber: '04241234567' },
      bearer(adminSession.access_token),
    );
    expect(profile).toMatchObject({ id: admin.id, type: 'Administrator', dni: admin.dni });
    const rotated = await send('POST /api/auth/refresh', { refresh: session.refresh });
    expect(rotated.user).toMatchObject({ id: carrier.id, type: 'Carrier' });
    await send('POST /api/auth/recovery-password', { email: affiliate.email });

    const token = await issueOneTimeToken(h.db, 'reset-password', { type: 'Carrier', id: carrier.id });
    const before = await h.db.select().from(carriers).where(eq(carriers.id, other.carrier.id));
    await send(
      'PATCH /api/auth/change-password/:token',
      { password: 'Cambiada123!' },
      {},
      `/api/auth/change-password/${token}`,
    );
    await login(h.app, affiliate.email, 'Carrier', 'Cambiada123!');
    // The forged accountId did not reach the other carrier.
    expect(await h.db.select().from(carriers).where(eq(carriers.id, other.carrier.id))).toEqual(before);
    // The new password ended every session: sign in again to log out with forged fields too.
    const fresh = await login(h.app, affiliate.email, 'Carrier', 'Cambiada123!');
    await send('POST /api/auth/logout', { refresh: fresh.refresh }, bearer(fresh.access_token));
  });

  it('the carrier account: forged ids and accounts change only the caller', async () => {
    const { affiliate, carrier } = await createCarrier(h.db);
    const other = await createCarrier(h.db);
    const auth = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    const before = await h.db.select().from(carriers).where(eq(carriers.id, other.carrier.id));
    await send('PATCH /api/account/phone', { phoneNumber: '04149876543' }, auth);
    const newEmail = `propia.${carrier.id}@example.com`;
    await send('POST /api/account/email', { email: newEmail }, auth);
    const token = await issueOneTimeToken(
      h.db,
      'change-email',
      { type: 'Carrier', id: carrier.id },
      newEmail,
    );
    await send('POST /api/account/email/confirm/:token', {}, {}, `/api/account/email/confirm/${token}`);
    await send(
      'POST /api/account/password',
      { currentPassword: PASSWORD, password: 'Propia123!', confirmPassword: 'Propia123!' },
      auth,
    );
    const mine = await h.app.inject({ url: '/api/account', headers: auth });
    expect(mine.json()).toMatchObject({ email: newEmail, phoneNumber: '04149876543' });
    expect(await h.db.select().from(carriers).where(eq(carriers.id, other.carrier.id))).toEqual(before);
  });

  it('an e-mail resend: forged fields neither pick another message nor set its state', async () => {
    await enqueueMail(h.db, {
      to: 'reenvio@correo.test',
      subject: 'Asunto',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reenvio@correo.test'));
    await h.db.update(mailOutbox).set({ status: 'Fallido', attempts: 70 }).where(eq(mailOutbox.id, mail!.id));
    await send('POST /api/mail/:id/resend', {}, adminAuth, `/api/mail/${mail!.id}/resend`);
    const [after] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    // Queued again (or already sent by the kick), with its own attempts and recipient.
    expect(['Pendiente', 'Enviando', 'Enviado']).toContain(after!.status);
    expect(after!.to).toBe('reenvio@correo.test');
    expect(after!.attempts).toBeGreaterThanOrEqual(70);
  });

  it('no body schema accepts a field the server alone sets', () => {
    const serverOnly = [
      'passwordHash',
      'password_hash',
      'created',
      'createdAt',
      'created_at',
      'retiredAt',
      'decidedBy',
      'decidedAt',
      'accountId',
      'carrierId',
      'affiliateId',
      'role',
      'isAdmin',
      'amountPay',
      'amountPetro',
      'amountInPetro',
    ];
    for (const [route, own] of Object.entries(ownFields)) {
      expect(
        [...own].filter((f) => serverOnly.includes(f)),
        route,
      ).toEqual([]);
    }
    // What a carrier sends: its payment report and its credit request name no status, id or ₽ figure.
    for (const route of ['POST /api/payment', 'POST /api/request-carrier']) {
      expect(
        [...ownFields[route]!].filter((f) => ['status', 'id', 'rate'].includes(f)),
        route,
      ).toEqual([]);
    }
  });

  it('a change of unit: forged ids, rates and amounts are ignored, the factor alone converts', async () => {
    const changed = await send(
      'POST /api/settings/currency',
      { code: 'USD', factor: '60', reason: 'Cambio de unidad' },
      { ...adminAuth, 'idempotency-key': 'forged-unit-change' },
    );
    expect(changed).toMatchObject({ code: 'USD', factor: '60' });
    const [newest] = await h.db.select().from(prices).orderBy(desc(prices.id)).limit(1);
    expect(Number(newest!.amount)).toBeCloseTo(40 / 60, 10);
  });

  it('roles: a forged built-in flag, id or owner is ignored; an administrator keeps the roles sent', async () => {
    const made = await send(
      'POST /api/roles',
      { name: 'Caja nocturna', permissions: ['books.write'] },
      adminAuth,
    );
    expect(made).toMatchObject({ builtIn: false, permissions: ['books.write'] });
    const edited = await send(
      'PATCH /api/roles/:id',
      { permissions: ['payments.decide'] },
      adminAuth,
      `/api/roles/${made.id}`,
    );
    expect(edited).toMatchObject({ id: made.id, builtIn: false, permissions: ['payments.decide'] });
    const admin = await send('POST /api/users', administratorPayload({ roleIds: [made.id] }), adminAuth);
    expect(admin).toMatchObject({ roleIds: [made.id], organizationIds: [] });
  });

  it('chart of accounts: a forged id or date is ignored; the mapping keeps only its kinds', async () => {
    const made = await send(
      'POST /api/accounts',
      { code: '1.1.07', name: 'Banco de prueba', type: 'Activo', parent: '1.1' },
      adminAuth,
    );
    expect(made).toMatchObject({ code: '1.1.07', parent: '1.1', active: true });
    const edited = await send(
      'PATCH /api/accounts/:id',
      { name: 'Banco' },
      adminAuth,
      `/api/accounts/${made.id}`,
    );
    expect(edited).toMatchObject({ id: made.id, name: 'Banco', type: 'Activo' });
    const current = (await h.app.inject({ url: '/api/accounts/mapping', headers: adminAuth })).json() as {
      kind: string;
      accountCode: string;
    }[];
    const saved = await send(
      'PUT /api/accounts/mapping',
      Object.fromEntries(current.map((r) => [r.kind, r.accountCode])),
      adminAuth,
    );
    expect(saved).toEqual(current);
  });

  it('books: forged fields on the provision percentages and a month’s closing are ignored', async () => {
    const rates = await send(
      'PUT /api/settings/provision-rates',
      { current: 2, '1-30': 5, '31-60': 10, '61-90': 25, '91-180': 50, '180+': 100 },
      adminAuth,
    );
    expect(rates).toContainEqual(expect.objectContaining({ bucket: 'current', percent: 2 }));
    // The month before this one has ended and this file dates nothing in it: it closes, in the server's name.
    const month = monthBefore(monthOf(businessDate()));
    const closed = await send(
      'POST /api/periods/:month/close',
      {},
      { ...adminAuth, 'idempotency-key': 'forged-close' },
      `/api/periods/${month}/close`,
    );
    expect(closed.message).toContain('cerrado');
  });

  it('four eyes: forged states, makers and checkers are ignored; the rule and the decision are the server’s', async () => {
    const rules = await send(
      'PUT /api/settings/authorizations',
      { rules: [{ action: 'loan.writeoff', enabled: true, threshold: null }] },
      adminAuth,
    );
    expect(rules.rules).toContainEqual({ action: 'loan.writeoff', enabled: true, threshold: null });
    const maker = await createAdministrator(h.db);
    const makerAuth = bearer((await login(h.app, maker.email, 'Administrator')).access_token);
    const ask = async () => {
      const { loanId } = await carrierWithLoan(h, adminAuth);
      const held = await h.app.inject({
        method: 'POST',
        url: `/api/loan/${loanId}/write-off`,
        headers: makerAuth,
        payload: { reason: 'Inubicable' },
      });
      expect(held.statusCode, held.body).toBe(202);
      return held.json().authorizationId as number;
    };
    const rejected = await send(
      'POST /api/authorizations/:id/reject',
      { reason: 'Falta el informe' },
      { ...adminAuth, 'idempotency-key': 'forged-reject' },
      `/api/authorizations/${await ask()}/reject`,
    );
    expect(rejected.authorization).toMatchObject({ status: 'Rechazada', reason: 'Falta el informe' });
    const approved = await send(
      'POST /api/authorizations/:id/approve',
      {},
      { ...adminAuth, 'idempotency-key': 'forged-approve' },
      `/api/authorizations/${await ask()}/approve`,
    );
    expect(approved.authorization).toMatchObject({ status: 'Autorizada' });
    await send(
      'PUT /api/settings/authorizations',
      { rules: [{ action: 'loan.writeoff', enabled: false, threshold: null }] },
      adminAuth,
    );
  });

  it('covers every route that takes a body', () => {
    const covered = new Set(calls);
    const withBody = h.app.accessTable
      .filter((r) => r.method === 'POST' || r.method === 'PATCH' || r.method === 'PUT')
      .map((r) => `${r.method} ${r.url}`);
    expect(withBody.filter((r) => !covered.has(r))).toEqual([]);
  });
});
