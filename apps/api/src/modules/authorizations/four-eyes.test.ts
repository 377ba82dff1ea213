import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { authorizationMessages, businessDate, messages, type AuthorizationAction } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createCarrier, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
import {
  administratorRoles,
  auditLog,
  authorizationRules,
  authorizations,
  creditRequests,
  expenses,
  loans,
  mailOutbox,
  periods,
  prices,
  roles,
} from '../../db/schema';

let h: Harness;
let general: Record<string, string>;
let maker: Awaited<ReturnType<typeof adminWith>>;
let checker: Awaited<ReturnType<typeof adminWith>>;
const roleIds: Record<string, number> = {};

/** A signed-in administrator holding only the given roles. */
async function adminWith(names: string[], firstNames = 'Ana') {
  const admin = await createAdministrator(h.db, { firstNames });
  await h.db.delete(administratorRoles).where(eq(administratorRoles.administratorId, admin.id));
  await h.db
    .insert(administratorRoles)
    .values(names.map((n) => ({ administratorId: admin.id, roleId: roleIds[n]! })));
  return { ...admin, auth: bearer((await login(h.app, admin.email, 'Administrator')).access_token) };
}

beforeAll(async () => {
  h = await build();
  general = bearer(
    (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token,
  );
  for (const r of await h.db.select().from(roles)) roleIds[r.name] = r.id;
  maker = await adminWith(['Gerente', 'Cajero'], 'Marta');
  checker = await adminWith(['Gerente'], 'Carlos');
  await createPrice(h.db, '20');
});
afterAll(() => h.close());
// Every test sets the rules it needs: none leaks into the next.
beforeEach(async () => {
  await h.db.delete(authorizationRules);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
  key: string = randomUUID(),
) =>
  h.app.inject({
    method,
    url,
    headers: { ...headers, ...(method !== 'GET' && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });

const turnOn = async (action: AuthorizationAction, threshold: number | null = null) => {
  const res = await call('PUT', '/api/settings/authorizations', general, {
    rules: [{ action, enabled: true, threshold }],
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function pendingRequest() {
  const { affiliate } = await createCarrier(h.db);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/request-carrier',
    payload: { dni: affiliate.dni, amount: 2000 },
  });
  return res.json().id as number;
}
const loanData = { reasonForAdmission: 'Repuestos', amount: 2000, feeNumbers: 4, creditDays: 120 };
const openLoan = async () => (await carrierWithLoan(h, general)).loanId;
const loanStatus = async (id: number) =>
  (await h.db.select({ s: loans.status }).from(loans).where(eq(loans.id, id)))[0]!.s;
// Ended months with no movement, each later than the last: months close in order.
let monthsClosable = 0;
const nextClosableMonth = () => {
  const n = monthsClosable++;
  return `${2001 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
};
const expenseCount = async () => (await h.db.select({ n: count() }).from(expenses))[0]!.n;

/** One operation of each action: how to ask for it directly, and whether it took effect. */
interface Case {
  action: AuthorizationAction;
  direct: number;
  /** Sets up a fresh target and returns the direct call and a probe of its effect. */
  make(): Promise<{ ask: (key?: string) => ReturnType<typeof call>; done: () => Promise<boolean> }>;
}

const cases: Case[] = [
  {
    action: 'request.approve',
    direct: 200,
    async make() {
      const id = await pendingRequest();
      return {
        ask: (key) =>
          call('PATCH', '/api/request-carrier', maker.auth, { id, status: 'Aprobado', loanData }, key),
        done: async () =>
          (await h.db.select().from(creditRequests).where(eq(creditRequests.id, id)))[0]!.status ===
          'Aprobado',
      };
    },
  },
  {
    action: 'loan.reschedule',
    direct: 200,
    async make() {
      const id = await openLoan();
      const body = { feeNumbers: 6, creditDays: 180, reason: 'Acuerdo' };
      return {
        ask: (key) => call('POST', `/api/loan/${id}/reschedule`, maker.auth, body, key),
        done: async () => (await h.db.select().from(loans).where(eq(loans.id, id)))[0]!.feeNumbers === 6,
      };
    },
  },
  {
    action: 'loan.writeoff',
    direct: 200,
    async make() {
      const id = await openLoan();
      return {
        ask: (key) => call('POST', `/api/loan/${id}/write-off`, maker.auth, { reason: 'Incobrable' }, key),
        done: async () => (await loanStatus(id)) === 'Castigado',
      };
    },
  },
  {
    action: 'expense.create',
    direct: 201,
    async make() {
      const reason = `Alquiler ${randomUUID()}`;
      const body = { date: businessDate(), reasonForAdmission: reason, incomeAmount: 400 };
      return {
        ask: (key) => call('POST', '/api/expenses', maker.auth, body, key),
        done: async () =>
          (await h.db.select().from(expenses).where(eq(expenses.reasonForAdmission, reason))).length === 1,
      };
    },
  },
  {
    action: 'rate.create',
    direct: 201,
    async make() {
      const amount = Number((20 + randomInt(1, 99_999) / 10_000).toFixed(4));
      return {
        ask: (key) => call('POST', '/api/prices', maker.auth, { amount }, key),
        done: async () =>
          (
            await h.db
              .select()
              .from(prices)
              .where(eq(prices.amount, amount.toFixed(4)))
          ).length === 1,
      };
    },
  },
  {
    action: 'period.close',
    direct: 200,
    async make() {
      const month = nextClosableMonth();
      return {
        ask: (key) => call('POST', `/api/periods/${month}/close`, maker.auth, undefined, key),
        done: async () =>
          (
            await h.db
              .select()
              .from(periods)
              .where(and(eq(periods.month, month), isNotNull(periods.closedAt)))
          ).length === 1,
      };
    },
  },
];

describe('the rules', () => {
  it('are all off by default, readable by any administrator, written only with settings.write', async () => {
    const cajero = await adminWith(['Cajero']);
    const read = await call('GET', '/api/settings/authorizations', cajero.auth);
    expect(read.json().rules).toEqual(
      cases.map((c) => ({ action: c.action, enabled: false, threshold: null })),
    );
    const put = await call('PUT', '/api/settings/authorizations', cajero.auth, { rules: [] });
    expect(put.statusCode).toBe(403);
    expect(put.json().permission).toBe('settings.write');
  });

  it('refuses a threshold for a rate (it has no amount) and a repeated action', async () => {
    const rate = await call('PUT', '/api/settings/authorizations', general, {
      rules: [{ action: 'rate.create', enabled: true, threshold: 5 }],
    });
    expect(rate.statusCode).toBe(400);
    const twice = await call('PUT', '/api/settings/authorizations', general, {
      rules: [
        { action: 'loan.writeoff', enabled: true, threshold: null },
        { action: 'loan.writeoff', enabled: false, threshold: null },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe.each(cases)('$action', (c) => {
  it('behaves as today with its rule off', async () => {
    const { ask, done } = await c.make();
    const res = await ask();
    expect(res.statusCode, res.body).toBe(c.direct);
    expect(await done()).toBe(true);
  });

  it('waits (202, nothing done, replayed by its key), then is applied once on approval', async () => {
    await turnOn(c.action);
    const { ask, done } = await c.make();
    const key = randomUUID();
    const asked = await ask(key);
    expect(asked.statusCode, asked.body).toBe(202);
    const { authorizationId } = asked.json();
    expect(asked.json()).toEqual({ authorizationId, status: 'Pendiente' });
    expect(await done()).toBe(false);
    const again = await ask(key);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().authorizationId).toBe(authorizationId);

    const listed = await call('GET', '/api/authorizations?status=Pendiente', general);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        id: authorizationId,
        action: c.action,
        status: 'Pendiente',
        maker: 'Marta Pérez',
      }),
    );

    const own = await call('POST', `/api/authorizations/${authorizationId}/approve`, maker.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('No puede autorizar su propia operación.');

    const approved = await call('POST', `/api/authorizations/${authorizationId}/approve`, checker.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().authorization).toMatchObject({ status: 'Autorizada', checker: 'Carlos Pérez' });
    expect(await done()).toBe(true);
    const twice = await call('POST', `/api/authorizations/${authorizationId}/approve`, checker.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(authorizationMessages.notPending('Autorizada'));
  });

  it('can be rejected with a reason: nothing is done', async () => {
    await turnOn(c.action);
    const { ask, done } = await c.make();
    const { authorizationId } = (await ask()).json();
    const noReason = await call('POST', `/api/authorizations/${authorizationId}/reject`, checker.auth, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('POST', `/api/authorizations/${authorizationId}/reject`, checker.auth, {
      reason: 'Sin soporte',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().authorization).toMatchObject({ status: 'Rechazada', reason: 'Sin soporte' });
    const late = await call('POST', `/api/authorizations/${authorizationId}/approve`, checker.auth);
    expect(late.statusCode).toBe(409);
    expect(await done()).toBe(false);
  });
});

describe('one operation at a time per record', () => {
  it('refuses a second request while one waits (409), and lets a new one in once it lapsed', async () => {
    await turnOn('loan.writeoff');
    const { ask, done } = await cases[2]!.make();
    const first = await ask();
    expect(first.statusCode).toBe(202);
    const second = await ask();
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('Ya hay una autorización pendiente para esta operación.');

    // Eight days later (AUTHORIZATION_EXPIRY_DAYS is 7): Vencida, at read, and it cannot be approved.
    const id = first.json().authorizationId as number;
    await h.db
      .update(authorizations)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(authorizations.id, id));
    const lapsed = await call('GET', '/api/authorizations?status=Vencida', general);
    expect(lapsed.json().map((a: { id: number }) => a.id)).toContain(id);
    const pending = await call('GET', '/api/authorizations?status=Pendiente', general);
    expect(pending.json().map((a: { id: number }) => a.id)).not.toContain(id);
    const approve = await call('POST', `/api/authorizations/${id}/approve`, checker.auth);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toBe(authorizationMessages.notPending('Vencida'));
    expect(await done()).toBe(false);

    const fresh = await ask();
    expect(fresh.statusCode, fresh.body).toBe(202);
  });
});

describe('approval', () => {
  it('applies the operation once when ten approvals come at once', async () => {
    await turnOn('expense.create');
    const before = await expenseCount();
    const { ask, done } = await cases[3]!.make();
    const { authorizationId } = (await ask()).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/authorizations/${authorizationId}/approve`, checker.auth),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await done()).toBe(true);
    expect(await expenseCount()).toBe(before + 1);
  });

  it('re-validates: a loan written off meanwhile, a request decided meanwhile, fail with the reason', async () => {
    const loanId = await openLoan();
    await turnOn('loan.writeoff');
    await turnOn('request.approve');
    const held = await call('POST', `/api/loan/${loanId}/write-off`, maker.auth, { reason: 'Incobrable' });
    const requestId = await pendingRequest();
    const heldRequest = await call('PATCH', '/api/request-carrier', maker.auth, {
      id: requestId,
      status: 'Aprobado',
      loanData,
    });
    await h.db.delete(authorizationRules);
    // Meanwhile, with the rules off: the loan is written off and the request rejected directly.
    expect(
      (await call('POST', `/api/loan/${loanId}/write-off`, general, { reason: 'Otro' })).statusCode,
    ).toBe(200);
    const rejected = await call('PATCH', '/api/request-carrier', general, {
      id: requestId,
      status: 'Rechazado',
    });
    expect(rejected.statusCode).toBe(200);

    const loanLate = await call(
      'POST',
      `/api/authorizations/${held.json().authorizationId}/approve`,
      checker.auth,
    );
    expect(loanLate.statusCode).toBe(409);
    expect(loanLate.json().error).toBe(messages.loanNotOpen);
    const requestLate = await call(
      'POST',
      `/api/authorizations/${heldRequest.json().authorizationId}/approve`,
      checker.auth,
    );
    expect(requestLate.statusCode).toBe(409);
    expect(requestLate.json().error).toBe(messages.requestAlreadyDecided);
  });

  it('refuses to apply it once the maker lost the permission it needs (409)', async () => {
    await turnOn('loan.writeoff');
    const loanId = await openLoan();
    const leaving = await adminWith(['Gerente'], 'Lorena');
    const { authorizationId } = (
      await call('POST', `/api/loan/${loanId}/write-off`, leaving.auth, { reason: 'Incobrable' })
    ).json();
    await h.db
      .update(administratorRoles)
      .set({ roleId: roleIds.Cobrador! })
      .where(eq(administratorRoles.administratorId, leaving.id));
    const res = await call('POST', `/api/authorizations/${authorizationId}/approve`, checker.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(authorizationMessages.makerLacks('loans.writeoff'));
    expect(await loanStatus(loanId)).toBe('Por pagar');
  });

  it('needs authorizations.check', async () => {
    await turnOn('expense.create');
    const { authorizationId } = (await (await cases[3]!.make()).ask()).json();
    const cajero = await adminWith(['Cajero']);
    const res = await call('POST', `/api/authorizations/${authorizationId}/approve`, cajero.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().permission).toBe('authorizations.check');
  });
});

describe('thresholds, mail and audit', () => {
  it('holds from the threshold up (>=), in the reference unit', async () => {
    // 400 Bs at 20 Bs per unit: 20 units (a rate of 20 registered now is the one in force).
    await createPrice(h.db, '20');
    await turnOn('expense.create', 20.0001);
    const below = await (await cases[3]!.make()).ask();
    expect(below.statusCode).toBe(201);
    await turnOn('expense.create', 20);
    const at = await (await cases[3]!.make()).ask();
    expect(at.statusCode).toBe(202);
    const listed = await call('GET', '/api/authorizations', general);
    expect(listed.json().find((a: { id: number }) => a.id === at.json().authorizationId)).toMatchObject({
      amount: 20,
      carrier: null,
    });
  });

  it('mails the other checkers, and audits the maker asking and the checker deciding', async () => {
    const mailTo = async (email: string) =>
      (
        await h.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.subject} like 'Operación por autorizar%'`))
      ).length;
    await turnOn('loan.writeoff');
    const loanId = await openLoan();
    const mailedBefore = { checker: await mailTo(checker.email), maker: await mailTo(maker.email) };
    const { authorizationId } = (
      await call('POST', `/api/loan/${loanId}/write-off`, maker.auth, { reason: 'Incobrable' })
    ).json();
    expect(await mailTo(checker.email)).toBe(mailedBefore.checker + 1);
    expect(await mailTo(maker.email)).toBe(mailedBefore.maker);
    await call('POST', `/api/authorizations/${authorizationId}/approve`, checker.auth);
    const trail = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'authorization'), eq(auditLog.entityId, authorizationId)))
      .orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.administratorId])).toEqual([
      ['create', maker.id],
      ['approve', checker.id],
    ]);
    expect(trail[1]!.after).toMatchObject({ maker: 'Marta Pérez', checker: 'Carlos Pérez' });
    expect(await loanStatus(loanId)).toBe('Castigado');
  });
});

describe('four eyes, lines and self-dealing', () => {
  it('a checker limited to another line finds the operation unknown and does not see it listed', async () => {
    await turnOn('loan.writeoff');
    const owner = await carrierWithLoan(h, general);
    const elsewhere = await adminWith(['Gerente'], 'Lina');
    const [line] = await h.db
      .execute(
        sql`insert into organizations (name, type, rif, fiscal_address, record_name,
        record_date, modality_services, record_number, record_volume, record_invoice)
      values ('Otra línea ' || ${randomUUID()}, 'Cooperativa', 'J123456789', 'Caracas', 'Registro', '2020-01-15',
        'Taxi', '1', '1', '1') returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await h.db.execute(
      sql`insert into administrator_organizations (administrator_id, organization_id) values (${elsewhere.id}, ${line!.id})`,
    );
    const held = await call('POST', `/api/loan/${owner.loanId}/write-off`, maker.auth, {
      reason: 'Inubicable',
    });
    expect(held.statusCode, held.body).toBe(202);
    const id = held.json().authorizationId as number;
    // Nor is he told of it: the checkers of its line (and of every line) are.
    const told = async (email: string) =>
      (
        await h.db
          .select({ n: count() })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.subject} like 'Operación por autorizar%'`))
      )[0]!.n;
    expect(await told(elsewhere.email)).toBe(0);
    expect(await told(checker.email)).toBeGreaterThan(0);
    const approved = await call('POST', `/api/authorizations/${id}/approve`, elsewhere.auth);
    expect(approved.statusCode).toBe(404);
    expect(approved.json().error).toBe(authorizationMessages.notFound);
    const listed = await call('GET', '/api/authorizations?status=Pendiente', elsewhere.auth);
    expect((listed.json() as { id: number }[]).map((a) => a.id)).not.toContain(id);
    expect(await loanStatus(owner.loanId)).toBe('Por pagar');
    // A checker of every line sees it and applies it.
    expect((await call('POST', `/api/authorizations/${id}/approve`, checker.auth)).statusCode).toBe(200);
    expect(await loanStatus(owner.loanId)).toBe('Castigado');
  });

  it('a checker whose cédula is the affiliate’s cannot authorize the write-off of that affiliate’s loan', async () => {
    await turnOn('loan.writeoff');
    const owner = await carrierWithLoan(h, general);
    const held = await call('POST', `/api/loan/${owner.loanId}/write-off`, maker.auth, {
      reason: 'Inubicable',
    });
    const id = held.json().authorizationId as number;
    const relative = await createAdministrator(h.db, { dni: owner.affiliate.dni });
    const auth = bearer((await login(h.app, relative.email, 'Administrator')).access_token);
    const refused = await call('POST', `/api/authorizations/${id}/approve`, auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(messages.selfDealing);
    expect(await loanStatus(owner.loanId)).toBe('Por pagar');
  });
});
