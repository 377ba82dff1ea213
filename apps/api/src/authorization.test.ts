import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../test/helper';
import {
  bearer,
  createAdministrator,
  createCarrier,
  createDocument,
  createPrice,
  login,
} from '../test/factories';
import { carrierWithLoan } from '../test/loan-fixture';
import type { Permission } from '@app/domain';
import type { Access } from './plugins/access';
import type { RowKind } from './lib/row-lines';

/**
 * Who may call each route. The server's own route list is compared with this table, so a new
 * route without an entry here fails this test until someone decides who may call it.
 */
const expected: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  'GET /api/conditions': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/carrier/login': 'public',
  'POST /api/auth/administrator/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'signedIn',
  'GET /api/auth/me': 'signedIn',
  'PATCH /api/auth/me': 'administrator',
  'GET /api/auth/change-password/:token': 'public',
  'PATCH /api/auth/change-password/:token': 'public',
  'POST /api/auth/recovery-password': 'public',
  'GET /api/account': 'carrier',
  'PATCH /api/account/phone': 'carrier',
  'POST /api/account/email': 'carrier',
  'POST /api/account/email/confirm/:token': 'public',
  'POST /api/account/password': 'carrier',
  'GET /api/prices': 'signedIn',
  'GET /api/prices/current': 'public',
  'POST /api/prices': 'administrator',
  'GET /api/organization': 'administrator',
  'GET /api/organization/options': 'administrator',
  'GET /api/organization/:id': 'administrator',
  'POST /api/organization': 'administrator',
  'PATCH /api/organization/:id': 'administrator',
  'DELETE /api/organization/:id': 'administrator',
  'GET /api/affiliate': 'administrator',
  'GET /api/affiliate/:id': 'administrator',
  'POST /api/affiliate': 'administrator',
  'PATCH /api/affiliate/:id': 'administrator',
  'DELETE /api/affiliate/:id': 'administrator',
  'GET /api/affiliate/lookup/:dni': 'public',
  'POST /api/affiliate/:id/documents': 'upload',
  'GET /api/affiliate/:id/documents': 'signedIn',
  'GET /api/documents/:id': 'signedIn',
  'GET /api/documents/:id/thumbnail': 'signedIn',
  'PATCH /api/documents/:id': 'administrator',
  'DELETE /api/documents/:id': 'signedIn',
  'GET /api/carrier': 'administrator',
  'GET /api/carrier/:id': 'administrator',
  'POST /api/carrier': 'administrator',
  'PATCH /api/carrier/:id': 'administrator',
  'DELETE /api/carrier/:id': 'administrator',
  'GET /api/users': 'administrator',
  'GET /api/users/:id': 'administrator',
  'POST /api/users': 'administrator',
  'PATCH /api/users/:id': 'administrator',
  'DELETE /api/users/:id': 'administrator',
  'GET /api/permissions': 'administrator',
  'GET /api/roles': 'administrator',
  'GET /api/roles/:id': 'administrator',
  'POST /api/roles': 'administrator',
  'PATCH /api/roles/:id': 'administrator',
  'DELETE /api/roles/:id': 'administrator',
  'GET /api/interests': 'administrator',
  'POST /api/interests': 'administrator',
  'GET /api/accounts': 'administrator',
  'POST /api/accounts': 'administrator',
  'GET /api/accounts/mapping': 'administrator',
  'PUT /api/accounts/mapping': 'administrator',
  'PATCH /api/accounts/:id': 'administrator',
  'DELETE /api/accounts/:id': 'administrator',
  'GET /api/periods': 'administrator',
  'POST /api/periods/:month/close': 'administrator',
  'GET /api/rule': 'administrator',
  'POST /api/rule': 'administrator',
  'POST /api/request-carrier': 'public',
  'GET /api/request-carrier': 'administrator',
  'GET /api/request-carrier/mine': 'carrier',
  'GET /api/request-carrier/:id': 'administrator',
  'GET /api/request-carrier/:id/documents-check': 'administrator',
  'PATCH /api/request-carrier': 'administrator',
  'GET /api/loan': 'administrator',
  'GET /api/loan/by-carrier': 'signedIn',
  'GET /api/loan/:id/schedule': 'signedIn',
  'GET /api/loan/:id/statement.pdf': 'signedIn',
  'GET /api/loan/:id/schedule-history': 'signedIn',
  'GET /api/loan/:id/payoff': 'signedIn',
  'POST /api/loan/:id/reschedule': 'administrator',
  'POST /api/loan/:id/write-off': 'administrator',
  'GET /api/loan/:id': 'signedIn',
  'GET /api/loan/:id/follow-ups': 'administrator',
  'POST /api/loan/:id/follow-ups': 'administrator',
  'GET /api/loan/:id/reminders': 'administrator',
  'GET /api/collections': 'administrator',
  'GET /api/reports/portfolio': 'administrator',
  'GET /api/loan/export': 'administrator',
  'GET /api/payment/export': 'administrator',
  'GET /api/ingress/export': 'administrator',
  'GET /api/expenses/export': 'administrator',
  'GET /api/funds/export': 'administrator',
  'GET /api/request-carrier/export': 'administrator',
  'GET /api/affiliate/export': 'administrator',
  'GET /api/carrier/export': 'administrator',
  'GET /api/organization/export': 'administrator',
  'GET /api/users/export': 'administrator',
  'GET /api/audit/export': 'administrator',
  'POST /api/payment': 'carrier',
  'PATCH /api/payment': 'administrator',
  'GET /api/payment': 'administrator',
  'GET /api/payment/by-carrier': 'signedIn',
  'GET /api/payment/:id': 'signedIn',
  'GET /api/payment/:id/receipt.pdf': 'signedIn',
  'GET /api/ingress': 'administrator',
  'POST /api/ingress': 'administrator',
  'GET /api/expenses': 'administrator',
  'POST /api/expenses': 'administrator',
  'GET /api/funds': 'administrator',
  'GET /api/settings/payment-details': 'signedIn',
  'GET /api/settings/warnings': 'administrator',
  'GET /api/settings/backup': 'administrator',
  'GET /api/settings/provision-rates': 'administrator',
  'PUT /api/settings/provision-rates': 'administrator',
  'GET /api/settings/currency': 'public',
  'GET /api/settings/currency/preview': 'administrator',
  'GET /api/settings/currency/changes': 'administrator',
  'POST /api/settings/currency': 'administrator',
  'GET /api/audit': 'administrator',
  'GET /api/mail': 'administrator',
  'POST /api/mail/:id/resend': 'administrator',
  'GET /api/settings/authorizations': 'administrator',
  'PUT /api/settings/authorizations': 'administrator',
  'GET /api/authorizations': 'administrator',
  'POST /api/authorizations/:id/approve': 'administrator',
  'POST /api/authorizations/:id/reject': 'administrator',
};

/**
 * What an administrator needs beyond being one, per route; a route not named here needs nothing
 * more (reading lists and screens). A new permission on a route fails the test until it is listed.
 */
const permissionOf: Record<string, Permission> = {
  'POST /api/organization': 'registry.write',
  'PATCH /api/organization/:id': 'registry.write',
  'DELETE /api/organization/:id': 'registry.write',
  'POST /api/affiliate': 'registry.write',
  'PATCH /api/affiliate/:id': 'registry.write',
  'DELETE /api/affiliate/:id': 'registry.write',
  'POST /api/carrier': 'registry.write',
  'PATCH /api/carrier/:id': 'registry.write',
  'DELETE /api/carrier/:id': 'registry.write',
  'POST /api/affiliate/:id/documents': 'registry.write',
  'DELETE /api/documents/:id': 'registry.write',
  'PATCH /api/documents/:id': 'requests.decide',
  'GET /api/users': 'administrators.manage',
  'GET /api/users/:id': 'administrators.manage',
  'POST /api/users': 'administrators.manage',
  'PATCH /api/users/:id': 'administrators.manage',
  'DELETE /api/users/:id': 'administrators.manage',
  'GET /api/roles': 'administrators.manage',
  'GET /api/roles/:id': 'administrators.manage',
  'POST /api/roles': 'administrators.manage',
  'PATCH /api/roles/:id': 'administrators.manage',
  'DELETE /api/roles/:id': 'administrators.manage',
  'POST /api/prices': 'rates.write',
  'POST /api/interests': 'settings.write',
  'POST /api/rule': 'settings.write',
  'POST /api/accounts': 'settings.write',
  'PUT /api/accounts/mapping': 'settings.write',
  'PUT /api/settings/provision-rates': 'settings.write',
  'PATCH /api/accounts/:id': 'settings.write',
  'DELETE /api/accounts/:id': 'settings.write',
  'POST /api/periods/:month/close': 'settings.write',
  'POST /api/settings/currency': 'settings.write',
  'PATCH /api/request-carrier': 'requests.decide',
  'PATCH /api/payment': 'payments.decide',
  'POST /api/ingress': 'books.write',
  'POST /api/expenses': 'books.write',
  'POST /api/loan/:id/reschedule': 'loans.restructure',
  'POST /api/loan/:id/write-off': 'loans.writeoff',
  'POST /api/loan/:id/follow-ups': 'collections.work',
  'POST /api/mail/:id/resend': 'mail.resend',
  'GET /api/audit': 'audit.read',
  'GET /api/loan/export': 'exports.run',
  'GET /api/payment/export': 'exports.run',
  'GET /api/ingress/export': 'exports.run',
  'GET /api/expenses/export': 'exports.run',
  'GET /api/funds/export': 'exports.run',
  'GET /api/request-carrier/export': 'exports.run',
  'GET /api/affiliate/export': 'exports.run',
  'GET /api/carrier/export': 'exports.run',
  'GET /api/organization/export': 'exports.run',
  'GET /api/users/export': 'exports.run',
  'GET /api/audit/export': 'exports.run',
  'PUT /api/settings/authorizations': 'settings.write',
  'POST /api/authorizations/:id/approve': 'authorizations.check',
  'POST /api/authorizations/:id/reject': 'authorizations.check',
};

/**
 * Global settings and rows tied to no line: a line-limited administrator gets 403. A new route
 * declaring it, or one losing it, fails the test until this list says so.
 */
const everyLineOnly = [
  'POST /api/prices',
  'POST /api/interests',
  'POST /api/rule',
  'POST /api/settings/currency',
  'GET /api/settings/currency/preview',
  'POST /api/organization',
  'POST /api/expenses',
  'PUT /api/settings/authorizations',
  // The chart of accounts is one for every line.
  'POST /api/accounts',
  'PUT /api/accounts/mapping',
  'PATCH /api/accounts/:id',
  'DELETE /api/accounts/:id',
  // The provision's percentages are one for every line.
  'PUT /api/settings/provision-rates',
  // The books close for every line at once.
  'POST /api/periods/:month/close',
  // Funds are tied to no line.
  'GET /api/funds',
  'GET /api/funds/export',
];

/** The row each route names by id (in its path, or its body's `id`): another line's answers 404. */
const rowOf: Record<string, RowKind> = {
  'GET /api/users/:id': 'administrator',
  'PATCH /api/users/:id': 'administrator',
  'DELETE /api/users/:id': 'administrator',
  'GET /api/organization/:id': 'organization',
  'PATCH /api/organization/:id': 'organization',
  'DELETE /api/organization/:id': 'organization',
  'GET /api/affiliate/:id': 'affiliate',
  'PATCH /api/affiliate/:id': 'affiliate',
  'DELETE /api/affiliate/:id': 'affiliate',
  'GET /api/carrier/:id': 'carrier',
  'PATCH /api/carrier/:id': 'carrier',
  'DELETE /api/carrier/:id': 'carrier',
  'GET /api/request-carrier/:id': 'request',
  'GET /api/request-carrier/:id/documents-check': 'request',
  'PATCH /api/request-carrier': 'request',
  'GET /api/loan/:id': 'loan',
  'GET /api/loan/:id/schedule': 'loan',
  'GET /api/loan/:id/statement.pdf': 'loan',
  'GET /api/loan/:id/schedule-history': 'loan',
  'GET /api/loan/:id/payoff': 'loan',
  'POST /api/loan/:id/reschedule': 'loan',
  'POST /api/loan/:id/write-off': 'loan',
  'GET /api/loan/:id/follow-ups': 'loan',
  'POST /api/loan/:id/follow-ups': 'loan',
  'GET /api/loan/:id/reminders': 'loan',
  'PATCH /api/payment': 'payment',
  'GET /api/payment/:id': 'payment',
  'GET /api/payment/:id/receipt.pdf': 'payment',
  'POST /api/mail/:id/resend': 'mail',
  'POST /api/authorizations/:id/approve': 'authorization',
  'POST /api/authorizations/:id/reject': 'authorization',
  'POST /api/affiliate/:id/documents': 'affiliate',
  'GET /api/affiliate/:id/documents': 'affiliate',
  'GET /api/documents/:id': 'document',
  'GET /api/documents/:id/thumbnail': 'document',
  'PATCH /api/documents/:id': 'document',
  'DELETE /api/documents/:id': 'document',
};

let h: Harness;
let adminAuth: Record<string, string>;
let carrierAuth: Record<string, string>;
let adminEmail: string;
let carrierEmail: string;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000' });
  adminEmail = (await createAdministrator(h.db)).email;
  carrierEmail = (await createCarrier(h.db)).affiliate.email;
  adminAuth = bearer((await login(h.app, adminEmail, 'Administrator')).access_token);
  carrierAuth = bearer((await login(h.app, carrierEmail, 'Carrier')).access_token);
});

const LOGOUT = 'POST /api/auth/logout';
/** A logout ends the session that calls it: it gets a session of its own, so the sweep keeps its own. */
const sessionFor = async (
  name: string,
  auth: Record<string, string>,
  email: string,
  type: 'Administrator' | 'Carrier',
) => (name === LOGOUT ? bearer((await login(h.app, email, type)).access_token) : auth);
afterAll(() => h.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url.replace(/\/$/, '')}`;
// Path parameters name records that do not exist: an administrator's DELETE must not remove the test's own accounts.
const concrete = (url: string) =>
  url.replace(':token', 'x'.repeat(43)).replace(':dni', '12345678').replace(/:\w+/g, '999999');

describe('authorization of every route', () => {
  it('the table names every route the server serves, with the access it declares', () => {
    const served = Object.fromEntries(h.app.accessTable.map((r) => [key(r), r.access]));
    expect(served).toEqual(expected);
    const needed = Object.fromEntries(
      h.app.accessTable.filter((r) => r.permission).map((r) => [key(r), r.permission]),
    );
    expect(needed).toEqual(permissionOf);
    expect(h.app.accessTable.filter((r) => r.everyLine).map(key)).toEqual(
      expect.arrayContaining(everyLineOnly),
    );
    expect(h.app.accessTable.filter((r) => r.everyLine)).toHaveLength(everyLineOnly.length);
    const rows = Object.fromEntries(h.app.accessTable.filter((r) => r.row).map((r) => [key(r), r.row!.kind]));
    expect(rows).toEqual(rowOf);
  });

  it('answers 401 without a session, 403 for the wrong role, and lets the right role through', async () => {
    const call = (method: string, url: string, headers: Record<string, string> = {}) =>
      h.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers,
        ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
      });
    for (const route of h.app.accessTable) {
      const name = key(route);
      const anonymous = (await call(route.method, route.url)).statusCode;
      const asCarrier = (
        await call(route.method, route.url, await sessionFor(name, carrierAuth, carrierEmail, 'Carrier'))
      ).statusCode;
      const asAdmin = (
        await call(route.method, route.url, await sessionFor(name, adminAuth, adminEmail, 'Administrator'))
      ).statusCode;
      if (route.access === 'public') {
        expect([401, 403], name).not.toContain(anonymous);
        continue;
      }
      expect(anonymous, `${name} anonymous`).toBe(401);
      if (route.access === 'administrator') {
        expect(asCarrier, `${name} as carrier`).toBe(403);
        expect([401, 403], `${name} as administrator`).not.toContain(asAdmin);
      } else if (route.access === 'carrier') {
        expect(asAdmin, `${name} as administrator`).toBe(403);
        expect([401, 403], `${name} as carrier`).not.toContain(asCarrier);
      } else {
        // signedIn routes decide per role inside (own data only, or administrators only for lists).
        expect(asCarrier, `${name} as carrier`).not.toBe(401);
        expect(asAdmin, `${name} as administrator`).not.toBe(401);
      }
      // Whatever the role, no route answers a 500.
      for (const status of [anonymous, asCarrier, asAdmin]) expect(status, name).toBeLessThan(500);
    }
  });
});

/**
 * Records that belong to one carrier, for the routes a carrier reaches with an id in the path.
 * A new such route fails the test below until it says which record of the owner to aim at.
 */
const ownedRecord: Record<string, 'loan' | 'payment' | 'affiliate' | 'document'> = {
  'GET /api/loan/:id/schedule': 'loan',
  'GET /api/loan/:id/statement.pdf': 'loan',
  'GET /api/loan/:id/schedule-history': 'loan',
  'GET /api/loan/:id/payoff': 'loan',
  'GET /api/loan/:id': 'loan',
  'GET /api/payment/:id': 'payment',
  'GET /api/payment/:id/receipt.pdf': 'payment',
  'POST /api/affiliate/:id/documents': 'affiliate',
  'GET /api/affiliate/:id/documents': 'affiliate',
  'GET /api/documents/:id': 'document',
  'GET /api/documents/:id/thumbnail': 'document',
  'DELETE /api/documents/:id': 'document',
};

describe('object level: a carrier never reaches another carrier’s records', () => {
  it('answers 404 for the owner’s ids, and no body carries the owner’s data, on every carrier route', async () => {
    await createPrice(h.db, '40');
    const owner = await carrierWithLoan(h, adminAuth);
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: owner.auth,
      payload: { amount: 100, date: owner.today, voucherCode: '55443322' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const ownerSession = await login(h.app, owner.affiliate.email, 'Carrier');
    const document = await createDocument(h.db, owner.affiliate.id);
    const ids = {
      loan: owner.loanId,
      payment: reported.json().id as number,
      affiliate: owner.affiliate.id,
      document: document.id,
    };
    // What would give the owner away in someone else's answer.
    const ownerMarks = [
      owner.affiliate.dni,
      owner.affiliate.email,
      '55443322',
      ownerSession.refresh,
      document.sha256,
    ];

    const readOwner = async () => ({
      loans: (await h.app.inject({ url: '/api/loan/by-carrier', headers: owner.auth })).body,
      payments: (await h.app.inject({ url: '/api/payment/by-carrier', headers: owner.auth })).body,
      requests: (await h.app.inject({ url: '/api/request-carrier/mine', headers: owner.auth })).body,
      documents: (
        await h.app.inject({ url: `/api/affiliate/${owner.affiliate.id}/documents`, headers: owner.auth })
      ).body,
    });
    const ownerBefore = await readOwner();

    const carrierRoutes = h.app.accessTable.filter(
      (r) => r.access === 'carrier' || r.access === 'signedIn' || r.access === 'upload',
    );
    for (const route of carrierRoutes) {
      const name = key(route);
      let url = concrete(route.url);
      if (route.url.includes(':id')) {
        const kind = ownedRecord[name];
        expect(kind, `${name}: name the owner record it reaches in ownedRecord`).toBeDefined();
        url = route.url.replace(':id', String(ids[kind!]));
      }
      const asOther = await h.app.inject({
        method: route.method as 'GET',
        url: route.method === 'GET' ? `${url}?carrier=${owner.carrier.id}` : url,
        headers: await sessionFor(name, carrierAuth, carrierEmail, 'Carrier'),
        // Bodies aim at the owner's records wherever a field can name one.
        ...(route.method !== 'GET' && {
          payload: {
            loan: owner.loanId,
            carrier: owner.carrier.id,
            id: ids.payment,
            refresh: ownerSession.refresh,
            amount: 50,
            date: owner.today,
            voucherCode: '11223344',
          },
        }),
      });
      if (route.url.includes(':id')) expect(asOther.statusCode, name).toBe(404);
      expect(asOther.statusCode, name).toBeLessThan(500);
      for (const mark of ownerMarks) expect(asOther.body, `${name} leaks ${mark}`).not.toContain(mark);
    }

    // Nothing the other carrier sent changed the owner's loans, payments, requests or session.
    expect(await readOwner()).toEqual(ownerBefore);
    const stillSignedIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh: ownerSession.refresh },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });
});
