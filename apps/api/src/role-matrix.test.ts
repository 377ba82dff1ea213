import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { builtInRoles, messages, type Permission } from '@app/domain';
import { build, type Harness } from '../test/helper';
import {
  PASSWORD,
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  createDocument,
  createOrganization,
  createPrice,
  login,
} from '../test/factories';
import { carrierWithLoan } from '../test/loan-fixture';
import { administratorOrganizations, administratorRoles, loans, mailOutbox, roles } from './db/schema';

/**
 * The authorization matrix: every route the server serves × each built-in role × an administrator
 * of every line and one limited to another line. Each answer is checked: 403 naming the missing
 * permission, 403 for a global setting out of a limited administrator's reach, 404 for another
 * line's object, and otherwise the route's own answer (2xx for reads of real rows).
 */

type Kind =
  | 'affiliate'
  | 'carrier'
  | 'organization'
  | 'request'
  | 'loan'
  | 'payment'
  | 'mail'
  | 'user'
  | 'role'
  | 'document';

/** The object a route's `:id` names, by the path it starts with. */
const kindOf = (url: string): Kind | undefined =>
  (
    [
      ['/api/affiliate/:id', 'affiliate'],
      ['/api/carrier/:id', 'carrier'],
      ['/api/organization/:id', 'organization'],
      ['/api/request-carrier/:id', 'request'],
      ['/api/loan/:id', 'loan'],
      ['/api/payment/:id', 'payment'],
      ['/api/mail/:id', 'mail'],
      ['/api/users/:id', 'user'],
      ['/api/roles/:id', 'role'],
      ['/api/documents/:id', 'document'],
    ] as const
  ).find(([prefix]) => url.startsWith(prefix))?.[1];

/**
 * Objects that belong to a line: another line's are unknown to a limited administrator. An
 * administrator of every line is beyond a limited one's lines too.
 */
const lineKinds = new Set<Kind>([
  'affiliate',
  'carrier',
  'organization',
  'request',
  'loan',
  'payment',
  'mail',
  'user',
  'document',
]);

const key = (r: { method: string; url: string }) => `${r.method} ${r.url.replace(/\/$/, '')}`;

let h: Harness;
let general: Record<string, string>;
const ids = {} as Record<Kind, number>;
let lineA: number;
let lineB: number;
let carrierA: number;
let freeAffiliateA: number;
let pendingPayment: number;
/** Per built-in role: an administrator of every line and one limited to line B. */
const sessions: {
  role: string;
  permissions: readonly Permission[];
  all: Record<string, string>;
  other: Record<string, string>;
}[] = [];

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000' });
  const admin = await createAdministrator(h.db);
  general = bearer((await login(h.app, admin.email, 'Administrator', PASSWORD)).access_token);
  await createPrice(h.db, '40');
  const owner = await carrierWithLoan(h, general);
  lineA = owner.affiliate.organizationId;
  lineB = (await createOrganization(h.db)).id;
  carrierA = owner.carrier.id;
  const reported = await h.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: owner.auth,
    payload: { amount: 100, date: owner.today, voucherCode: '55443322' },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  const approved = await h.app.inject({
    method: 'PATCH',
    url: '/api/payment',
    headers: general,
    payload: { id: reported.json().id, status: 'Aprobado' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const waiting = await h.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: owner.auth,
    payload: { amount: 50, date: owner.today, voucherCode: '55443323' },
  });
  expect(waiting.statusCode, waiting.body).toBe(201);
  pendingPayment = waiting.json().id as number;
  const applicant = await createCarrier(h.db, { organizationId: lineA });
  const pending = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: applicant.affiliate.dni, amount: 1000 },
  });
  expect(pending.statusCode, pending.body).toBe(201);
  freeAffiliateA = (await createAffiliate(h.db, { organizationId: lineA })).affiliate.id;
  const [mail] = await h.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, owner.affiliate.email));
  const other = await createAdministrator(h.db);
  const role = await h.app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: general,
    payload: { name: 'Rol de prueba', permissions: ['audit.read'] },
  });
  expect(role.statusCode, role.body).toBe(201);
  Object.assign(ids, {
    affiliate: owner.affiliate.id,
    carrier: owner.carrier.id,
    organization: lineA,
    request: pending.json().id as number,
    loan: owner.loanId,
    payment: reported.json().id as number,
    mail: mail!.id,
    user: other.id,
    role: role.json().id as number,
    document: (await createDocument(h.db, owner.affiliate.id)).id,
  });
  expect((await h.db.select().from(loans).where(eq(loans.id, owner.loanId))).length).toBe(1);

  const stored = await h.db
    .select()
    .from(roles)
    .where(inArray(roles.name, Object.keys(builtInRoles)));
  for (const [name, permissions] of Object.entries(builtInRoles)) {
    const roleId = stored.find((r) => r.name === name)!.id;
    const as = async (line: number | null) => {
      const a = await createAdministrator(h.db);
      await h.db.delete(administratorRoles).where(eq(administratorRoles.administratorId, a.id));
      await h.db.insert(administratorRoles).values({ administratorId: a.id, roleId });
      if (line !== null)
        await h.db.insert(administratorOrganizations).values({ administratorId: a.id, organizationId: line });
      return bearer((await login(h.app, a.email, 'Administrator', PASSWORD)).access_token);
    };
    sessions.push({ role: name, permissions, all: await as(null), other: await as(lineB) });
  }
});
afterAll(() => h?.close());

/** What a read needs in its query to answer 2xx (the administrator names a carrier, a unit…). */
const queryOf: Record<string, string> = {
  'GET /api/loan/by-carrier': `carrier=CARRIER`,
  'GET /api/payment/by-carrier': `carrier=CARRIER`,
  'GET /api/settings/currency/preview': 'code=USD&factor=50',
  'GET /api/reports/trial-balance': 'from=2026-01-01&to=2026-12-31',
  'GET /api/reports/income-statement': 'month=2026-01',
  'GET /api/reports/balance-sheet': 'month=2026-01',
  'GET /api/reports/trial-balance/export': 'from=2026-01-01&to=2026-12-31',
  'GET /api/reports/income-statement/export': 'month=2026-01',
  'GET /api/reports/balance-sheet/export': 'month=2026-01',
};

/**
 * Valid bodies aimed at line A's objects: a limited administrator of line B must get, for each, what
 * an id that does not exist gets (404 for a path's id).
 */
const aimedAtLineA = (): Record<string, unknown> => ({
  'PATCH /api/affiliate/:id': { firstNames: 'Otro' },
  'PATCH /api/carrier/:id': { password: 'Secreta1!Nueva' },
  'PATCH /api/organization/:id': { name: 'Otro nombre' },
  'POST /api/loan/:id/reschedule': { feeNumbers: 2, creditDays: 60, reason: 'Prueba' },
  'POST /api/loan/:id/write-off': { reason: 'Prueba' },
  'POST /api/loan/:id/follow-ups': { channel: 'Llamada', note: 'Prueba' },
  'POST /api/mail/:id/resend': { copy: true },
  'PATCH /api/request-carrier': { id: ids.request, status: 'Rechazado' },
  'PATCH /api/payment': { id: pendingPayment, status: 'Rechazado' },
  'POST /api/carrier': { affiliate: freeAffiliateA, password: 'Secreta1!Nueva' },
  'PATCH /api/documents/:id': { status: 'Verificado' },
});

/** Routes whose body (not path) names a line's object: the unknown id's answer for another line's. */
const bodyAimed = new Set(['PATCH /api/request-carrier', 'PATCH /api/payment', 'POST /api/carrier']);

const concrete = (url: string) =>
  url
    .replace(':accountCode', '1.1.01')
    .replace(':token', 'x'.repeat(43))
    .replace(':dni', '12345678')
    .replace(/:\w+/g, '999999');

describe('authorization matrix: every route × each built-in role × every line / another line', () => {
  it.each(Object.keys(builtInRoles))(
    '%s: answers each as its permission, reach and row’s line say',
    async (role) => {
      const failures: string[] = [];
      const routes = h.app.accessTable.filter(
        (r) =>
          (r.access === 'administrator' || r.access === 'signedIn' || r.access === 'upload') &&
          key(r) !== 'POST /api/auth/logout',
      );
      const bodies = aimedAtLineA();
      for (const session of sessions.filter((s) => s.role === role)) {
        for (const route of routes) {
          const name = key(route);
          const kind = kindOf(route.url);
          const query =
            [route.url.endsWith('/export') && 'format=csv', queryOf[name]]
              .filter(Boolean)
              .join('&')
              .replace('CARRIER', String(carrierA)) || undefined;
          const read = route.method === 'GET';
          for (const limited of [false, true]) {
            const aimed =
              limited &&
              ((kind && lineKinds.has(kind)) || bodyAimed.has(name) || !!query?.includes(String(carrierA)));
            // A write by an administrator who may make it aims at no real row: the fixture stays as it is.
            const id = read || aimed ? (kind ? ids[kind] : 999999) : 999999;
            const path = kind ? route.url.replace(':id', String(id)) : concrete(route.url);
            const url = query ? `${path}?${query}` : path;
            const body = read || route.method === 'DELETE' ? undefined : aimed ? (bodies[name] ?? {}) : {};
            const res = await h.app.inject({
              method: route.method as 'GET',
              url,
              headers: limited ? session.other : session.all,
              ...(body !== undefined && { payload: body as object }),
            });
            const who = `${session.role}${limited ? ' (otra línea)' : ''}: ${name}`;
            // The same call naming ids that do not exist: what another line's must be indistinguishable from.
            const unknown = aimed
              ? await h.app.inject({
                  method: route.method as 'GET',
                  url: url.replace(`/${id}`, '/999999').replace(`carrier=${carrierA}`, 'carrier=999999'),
                  headers: session.other,
                  ...(body !== undefined && {
                    payload: Object.fromEntries(
                      Object.entries(body as object).map(([k, v]) => [
                        k,
                        k === 'id' || k === 'affiliate' ? 999999 : v,
                      ]),
                    ),
                  }),
                })
              : undefined;
            // A route that takes either of several permissions (the books) needs one of them.
            const anyOf = route.permission === undefined ? [] : [route.permission].flat();
            const lacks = anyOf.length > 0 && !anyOf.some((p) => session.permissions.includes(p));
            const expectation = lacks
              ? 'permission'
              : limited && route.everyLine
                ? 'everyLine'
                : aimed
                  ? 'unknown'
                  : read
                    ? '2xx'
                    : 'handled';
            const ok =
              expectation === 'permission'
                ? res.statusCode === 403 && res.json().permission === anyOf[0]
                : expectation === 'everyLine'
                  ? res.statusCode === 403 && res.json().error === messages.everyLineOnly
                  : expectation === 'unknown'
                    ? res.statusCode === unknown!.statusCode &&
                      res.body === unknown!.body &&
                      (res.statusCode >= 400 || res.body === '[]') &&
                      (!kind || res.statusCode === 404)
                    : expectation === '2xx'
                      ? res.statusCode >= 200 && res.statusCode < 300
                      : ![401, 403].includes(res.statusCode) && res.statusCode < 500;
            const shown = res.body.slice(0, 120).replace(/[^\x20-\x7e]+/g, ' ');
            if (!ok) failures.push(`${who} → ${res.statusCode} (esperado ${expectation}) ${shown}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
