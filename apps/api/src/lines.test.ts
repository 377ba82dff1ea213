import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { businessDate, messages } from '@app/domain';
import { build, type Harness } from '../test/helper';
import {
  bearer,
  createAdministrator,
  createAffiliate,
  createDocument,
  createPrice,
  login,
} from '../test/factories';
import { carrierWithLoan, cashIn } from '../test/loan-fixture';
import { administratorPayload, affiliatePayload } from '../test/registry-payloads';
import { administratorOrganizations, authorizations, expenses, mailOutbox } from './db/schema';
import type { Rows } from './db/client';
import { lineOfRow, type LinedRow, type RowKind } from './lib/row-lines';

/** What each kind of row a route names is, in one line: everything a limited administrator may aim at. */
type LineRows = Record<RowKind, number>;

let h: Harness;
let adminAuth: Record<string, string>;
/** An administrator with every permission, limited to line A. */
let limitedAuth: Record<string, string>;
let own: LineRows;
let other: LineRows;
/** Mail sent to nobody's affiliate (an administrator's): tied to no line. */
let unlinedMail: number;
/** The administrator of every line who set the lines up. */
let generalId: number;

const UNKNOWN = 999_999;

/** A write as `auth` (the limited administrator unless named). */
const write = (method: 'POST' | 'PATCH', url: string, payload: object, auth = limitedAuth) =>
  h.app.inject({ method, url, headers: auth, payload });

/** A line with one row of each kind: an affiliate with a loan, a payment waiting, a request waiting. */
async function lineWithRows(): Promise<LineRows> {
  const { organization, affiliate } = await createAffiliate(h.db);
  const owner = await carrierWithLoan(h, adminAuth, {
    amountBs: 3000,
    feeNumbers: 3,
    creditDays: 90,
    organizationId: organization.id,
  });
  const reported = await h.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: owner.auth,
    payload: {
      amount: 100,
      date: owner.today,
      voucherCode: String(10_000_000 + Math.floor(Math.random() * 1e7)),
    },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const applicant = await createAffiliate(h.db, { organizationId: organization.id });
  const request = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: applicant.affiliate.dni, amount: 500 },
  });
  expect(request.statusCode, request.body).toBe(201);
  const income = (await cashIn(h, adminAuth, owner.carrier.id, 50)).json().id as number;
  // The approval's e-mail to the carrier, made resendable.
  const [mail] = await h.db
    .update(mailOutbox)
    .set({ status: 'Fallido', failedAt: new Date() })
    .where(sql`${mailOutbox.to} = ${owner.affiliate.email}`)
    .returning({ id: mailOutbox.id });
  const administrator = await createAdministrator(h.db);
  await h.db
    .insert(administratorOrganizations)
    .values({ administratorId: administrator.id, organizationId: organization.id });
  return {
    administrator: administrator.id,
    organization: organization.id,
    affiliate: affiliate.id,
    carrier: owner.carrier.id,
    request: request.json().id as number,
    loan: owner.loanId,
    payment: reported.json().id as number,
    income,
    expense: UNKNOWN,
    document: (await createDocument(h.db, affiliate.id)).id,
    mail: mail!.id,
    authorization: await waitingWriteOff(owner.loanId, administrator.id),
  };
}

/** A write-off of the loan waiting for a checker, as four eyes leaves one (made here directly: the rules stay off). */
async function waitingWriteOff(loanId: number, makerId: number): Promise<number> {
  const [row] = await h.db
    .insert(authorizations)
    .values({
      action: 'loan.writeoff',
      entityKey: `loan:${loanId}`,
      entityId: loanId,
      payload: { loanId, body: { reason: 'Incobrable' } },
      summary: 'Incobrable',
      makerId,
      makerName: 'Ana Pérez',
    })
    .returning({ id: authorizations.id });
  return row!.id;
}

/** Every table a forged request could touch, each as a digest: equal before and after means nothing changed. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = [
    'organizations',
    'affiliates',
    'carriers',
    'credit_requests',
    'loans',
    'installments',
    'payments',
    'incomes',
    'expenses',
    'funds',
    'mail_outbox',
    'authorizations',
    'loan_follow_ups',
    'loan_reschedules',
    'audit_log',
    'administrators',
    'administrator_roles',
    'administrator_organizations',
  ];
  // The outbox's delivery pass works on its own: a resend is a new row or a new queuedAt.
  const rowsOf = (t: string) => (t === 'mail_outbox' ? `(select id, "to", queued_at from ${t})` : t);
  const parts = tables.map(
    (t) =>
      `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${rowsOf(t)} x) as ${t}`,
  );
  const { rows } = (await h.db.execute(sql.raw(`select ${parts.join(', ')}`))) as Rows<
    Record<string, string>
  >;
  return rows[0]!;
}

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000' });
  const admin = await createAdministrator(h.db);
  generalId = admin.id;
  adminAuth = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  await createPrice(h.db, '40');
  own = await lineWithRows();
  other = await lineWithRows();
  const limited = await createAdministrator(h.db);
  await h.db
    .insert(administratorOrganizations)
    .values({ administratorId: limited.id, organizationId: own.organization });
  limitedAuth = bearer((await login(h.app, limited.email, 'Administrator')).access_token);
  const [mail] = await h.db
    .insert(mailOutbox)
    .values({ to: admin.email, subject: 'Aviso', text: 'Aviso', html: '<p>Aviso</p>', status: 'Fallido' })
    .returning({ id: mailOutbox.id });
  unlinedMail = mail!.id;
});
afterAll(() => h.close());

/** A valid body for each single-row route that takes one (the id the route names goes in later). */
const bodyOf: Record<string, Record<string, unknown>> = {
  'PATCH /api/affiliate/:id': { municipality: 'Maracay' },
  'PATCH /api/carrier/:id': { password: 'Propia456!' },
  'PATCH /api/organization/:id': { modalityServices: 'Mototaxi' },
  'PATCH /api/request-carrier': { status: 'Rechazado' },
  'PATCH /api/payment': { status: 'Rechazado' },
  'POST /api/loan/:id/reschedule': { feeNumbers: 4, creditDays: 120, reason: 'Acuerdo' },
  'POST /api/loan/:id/write-off': { reason: 'Incobrable' },
  'POST /api/loan/:id/follow-ups': { channel: 'Llamada', note: 'Promete pagar' },
  'POST /api/mail/:id/resend': {},
  'PATCH /api/users/:id': { firstNames: 'Luisa' },
  'POST /api/authorizations/:id/approve': {},
  'POST /api/authorizations/:id/reject': { reason: 'No procede' },
  // Not multipart: the line is checked before the body is looked at.
  'POST /api/affiliate/:id/documents': {},
  'PATCH /api/documents/:id': { status: 'Verificado' },
};

const routesWithRow = () => h.app.accessTable.filter((r) => r.row);

/** One call of a route at row `id`, in its path or its body. */
function call(route: (typeof h.app.accessTable)[number], id: number, auth: Record<string, string>) {
  const name = `${route.method} ${route.url}`;
  const body = bodyOf[name];
  return h.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(':id', String(id)),
    headers: auth,
    ...(route.method !== 'GET' &&
      route.method !== 'DELETE' && {
        payload: route.row!.inBody ? { ...body, id } : (body ?? {}),
      }),
  });
}

describe('lines: single rows', () => {
  it('a limited administrator gets 404 for another line’s row on every route naming one, as for an unknown id', async () => {
    expect(routesWithRow().length).toBeGreaterThan(20);
    const before = await fingerprint();
    for (const route of routesWithRow()) {
      const name = `${route.method} ${route.url}`;
      const kind = route.row!.kind;
      expect(
        route.method === 'GET' || route.method === 'DELETE' || bodyOf[name],
        `${name}: give it a body`,
      ).toBeTruthy();
      const forged = await call(route, other[kind], limitedAuth);
      expect(forged.statusCode, `${name}: ${forged.body}`).toBe(404);
      const unknown = await call(route, UNKNOWN, limitedAuth);
      expect(forged.json(), name).toEqual(unknown.json());
      expect(forged.json(), name).toEqual({ error: route.row!.notFound });
    }
    // Mail to no affiliate is for administrators of every line.
    const resend = await write('POST', `/api/mail/${unlinedMail}/resend`, {});
    expect(resend.statusCode).toBe(404);
    // An administrator of every line is beyond any limited one: his account cannot be taken over.
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await h.app.inject({
        method,
        url: `/api/users/${generalId}`,
        headers: limitedAuth,
        ...(method === 'PATCH' && { payload: { password: 'Tomada123!', confirmPassword: 'Tomada123!' } }),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('lines: global settings and rows tied to no line', () => {
  it('every route declared for every line answers 403 to a limited administrator, and not to the others', async () => {
    const global = h.app.accessTable.filter((r) => r.everyLine).map((r) => `${r.method} ${r.url}`);
    // Which routes these are is the authorization test's table (everyLineOnly).
    expect(global.length).toBeGreaterThan(5);
    for (const name of global) {
      const [method, url] = name.split(' ') as ['GET', string];
      const payload = method === 'GET' ? {} : { payload: {} };
      const limited = await h.app.inject({ method, url, headers: limitedAuth, ...payload });
      expect(limited.statusCode, name).toBe(403);
      expect(limited.json(), name).toEqual({ error: messages.everyLineOnly });
      const general = await h.app.inject({ method, url, headers: adminAuth, ...payload });
      expect(general.statusCode, name).not.toBe(403);
    }
  });

  it('the rate, interests, rules and currency history stay readable', async () => {
    for (const url of ['/api/prices', '/api/interests', '/api/rule', '/api/settings/currency/changes']) {
      const res = await h.app.inject({ url, headers: limitedAuth });
      expect([200, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('an income naming no carrier is for every line; a credit income of his own line is his', async () => {
    const income = { date: businessDate(), reasonForAdmission: 'Aporte', incomeAmountBs: 80 };
    const plain = await write('POST', '/api/ingress', income);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ error: messages.everyLineOnly });
    const credit = await write('POST', '/api/ingress', { ...income, isCredit: true, carrier: own.carrier });
    expect(credit.statusCode, credit.body).toBe(201);
  });

  it('an affiliate and a carrier account are made in his own line', async () => {
    const affiliate = await write('POST', '/api/affiliate', affiliatePayload(own.organization));
    expect(affiliate.statusCode, affiliate.body).toBe(201);
    const carrier = await write('POST', '/api/carrier', {
      affiliate: affiliate.json().id,
      password: 'Propia123!',
    });
    expect(carrier.statusCode, carrier.body).toBe(201);
  });
});

/**
 * Each way an id of another line can be forged into a request: in the path, or in a body field.
 * `at` builds the request around the forged id; the same request with an unknown id is the yardstick.
 */
const forgeries: {
  name: string;
  at: (id: number) => { method: 'POST' | 'PATCH'; url: string; payload: object };
  kind: LinedRow;
}[] = [
  {
    name: 'affiliate’s organization',
    kind: 'organization',
    at: (id) => ({ method: 'POST', url: '/api/affiliate', payload: affiliatePayload(id) }),
  },
  {
    name: 'own affiliate moved to another organization',
    kind: 'organization',
    at: (id) => ({ method: 'PATCH', url: `/api/affiliate/${own.affiliate}`, payload: { organization: id } }),
  },
  {
    name: 'carrier account’s affiliate',
    kind: 'affiliate',
    at: (id) => ({ method: 'POST', url: '/api/carrier', payload: { affiliate: id, password: 'Propia123!' } }),
  },
  {
    name: 'credit income’s carrier',
    kind: 'carrier',
    at: (id) => ({
      method: 'POST',
      url: '/api/ingress',
      payload: {
        date: businessDate(),
        reasonForAdmission: 'Pago',
        incomeAmountBs: 10,
        isCredit: true,
        carrier: id,
      },
    }),
  },
  {
    name: 'new administrator’s lines',
    kind: 'organization',
    at: (id) => ({
      method: 'POST',
      url: '/api/users',
      payload: administratorPayload({ organizationIds: [id] }),
    }),
  },
];

describe('lines: where each row belongs', () => {
  it('reads the line of every kind of row, none for a row tied to no carrier, nothing for an unknown id', async () => {
    for (const kind of Object.keys(other) as RowKind[]) {
      if (kind === 'expense' || kind === 'administrator') continue;
      expect(await lineOfRow(h.db, kind, other[kind]), kind).toBe(other.organization);
      expect(await lineOfRow(h.db, kind, UNKNOWN), kind).toBeUndefined();
    }
    expect(await lineOfRow(h.db, 'mail', unlinedMail)).toBeNull();
    // An expense a write-off records names the loan: the loan's carrier's line.
    const writeOff = await write(
      'POST',
      `/api/loan/${other.loan}/write-off`,
      { reason: 'Incobrable' },
      adminAuth,
    );
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    const [expense] = await h.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(eq(expenses.loanId, other.loan));
    expect(await lineOfRow(h.db, 'expense', expense!.id)).toBe(other.organization);
    const plain = await write(
      'POST',
      '/api/expenses',
      { date: businessDate(), reasonForAdmission: 'Papelería', incomeAmount: 50 },
      adminAuth,
    );
    expect(await lineOfRow(h.db, 'expense', plain.json().id as number)).toBeNull();
  });
});

describe('lines: carrier ids in queries', () => {
  it('another line’s carrier reads as an unknown one in the by-carrier lists', async () => {
    for (const list of ['/api/loan/by-carrier', '/api/payment/by-carrier']) {
      const at = (carrier: number) =>
        h.app.inject({ url: `${list}?carrier=${carrier}`, headers: limitedAuth });
      const forged = await at(other.carrier);
      const unknown = await at(UNKNOWN);
      expect(forged.statusCode, list).toBe(200);
      expect(forged.json(), list).toEqual([]);
      expect(forged.json(), list).toEqual(unknown.json());
      expect(forged.headers['x-total-count'], list).toEqual(unknown.headers['x-total-count']);
      expect((await at(own.carrier)).json(), list).not.toEqual([]);
    }
  });
});

describe('lines: ids of other lines forged into bodies and paths (property)', () => {
  it('answer what an unknown id answers, never 2xx, and change nothing', async () => {
    const pathRoutes = routesWithRow().filter((r) => r.method !== 'GET');
    const statuses = ['Aprobado', 'Rechazado', 'Denegado', 'Pendiente'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ forgery: fc.constantFrom(...forgeries) }),
          fc.record({
            route: fc.constantFrom(...pathRoutes),
            // Extra body fields naming other rows of the other line, and a status to decide with.
            status: fc.constantFrom(...statuses),
            extra: fc.subarray(['carrier', 'loan', 'affiliate', 'organization'] as const),
            key: fc.option(fc.uuid(), { nil: undefined }),
            // A mail route may aim at mail to no affiliate instead: tied to no line.
            unlined: fc.boolean(),
          }),
        ),
        async (pick) => {
          const before = await fingerprint();
          let forged;
          let unknown;
          if ('forgery' in pick) {
            const send = (id: number) => h.app.inject({ ...pick.forgery.at(id), headers: limitedAuth });
            forged = await send(other[pick.forgery.kind]);
            unknown = await send(UNKNOWN);
          } else {
            const { route, status, extra, key, unlined } = pick;
            const kind = route.row!.kind;
            const fields = Object.fromEntries(extra.map((f) => [f, other[f]]));
            const send = (id: number) =>
              h.app.inject({
                method: route.method as 'POST',
                url: route.url.replace(':id', String(id)),
                headers: { ...limitedAuth, ...(key && { 'idempotency-key': key }) },
                payload: {
                  ...bodyOf[`${route.method} ${route.url}`],
                  ...fields,
                  status,
                  ...(route.row!.inBody && { id }),
                },
              });
            forged = await send(kind === 'mail' && unlined ? unlinedMail : other[kind]);
            unknown = await send(UNKNOWN);
          }
          expect(forged.statusCode, forged.body).toBeGreaterThanOrEqual(400);
          expect(forged.statusCode, forged.body).toBeLessThan(500);
          expect(forged.statusCode).toBe(unknown.statusCode);
          expect(forged.json()).toEqual(unknown.json());
          expect(await fingerprint()).toEqual(before);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS) || 40, endOnFailure: true },
    );
  });
});

// Last: it deletes and writes off the own line's rows.
describe('lines: his own line', () => {
  it('his own line’s rows answer as they do for an administrator of every line', async () => {
    const order = (r: { method: string }) => (r.method === 'GET' ? 0 : r.method === 'DELETE' ? 2 : 1);
    for (const route of [...routesWithRow()].sort((a, b) => order(a) - order(b))) {
      const name = `${route.method} ${route.url}`;
      const res = await call(route, own[route.row!.kind], limitedAuth);
      // Reached: what follows is the route's own rule (a receipt waits for approval, 409).
      expect(res.statusCode, `${name}: ${res.body}`).not.toBe(404);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      if (route.method === 'GET' && !route.url.endsWith('receipt.pdf'))
        expect(res.statusCode, name).toBe(200);
    }
    const resend = await write('POST', `/api/mail/${unlinedMail}/resend`, {}, adminAuth);
    expect(resend.statusCode, resend.body).toBe(200);
  });
});
