import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import {
  NO_THRESHOLD_FOR_CLOSING,
  authorizationMessages,
  booksMessages,
  businessDate,
  firstDayAfter,
  monthOf,
} from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
import {
  accounts,
  auditLog,
  authorizations,
  expenses,
  funds,
  incomes,
  journalEntries,
  journalLines,
} from '../../db/schema';
import { postEntry, type Posting } from '../journal';

/** The month `back` months before today's ('yyyy-mm'). */
function monthsAgo(back: number): string {
  const today = businessDate();
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const [m3, m2, m1, now] = [monthsAgo(3), monthsAgo(2), monthsAgo(1), monthOf(businessDate())];

type Auth = Record<string, string>;
const call = (
  h: Harness,
  auth: Auth,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => h.app.inject({ method, url, headers: { ...auth, 'idempotency-key': randomUUID() }, payload });

async function harness() {
  const h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createAdministrator(h.db);
  const auth = bearer((await login(h.app, admin.email, 'Administrator')).access_token);
  // A rate since long ago: back-dated movements convert at it.
  await createPrice(h.db, '20', new Date('2020-01-01T12:00:00Z'));
  return { h, admin, auth };
}

const income = (date: string, over: object = {}) => ({
  date,
  reasonForAdmission: 'Venta de chatarra',
  incomeAmountBs: 200,
  ...over,
});
const fund = (date: string) =>
  income(date, {
    reasonForAdmission: 'Aporte de socios',
    isFund: true,
    responsible: { firstNames: 'Carla', lastNames: 'Mendoza' },
    origin: 'Asamblea',
  });
const expense = (date: string) => ({ date, reasonForAdmission: 'Papelería', incomeAmount: 50 });

/** An entry written straight through postEntry, as a job or another module's event would. */
const directSale = (date: string, sourceId: number, description: string): Posting => ({
  date,
  source: 'income',
  sourceId,
  description,
  lines: [
    { kind: 'cash', debitBs: '1.00', unitAmount: '0.05' },
    { kind: 'otherIncome', creditBs: '1.00', unitAmount: '0.05' },
  ],
});

/** An entry's lines as [account code, debit, credit, unit], in the order written. */
async function entryOf(h: Harness, source: string, sourceId: number) {
  const [entry] = await h.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.source, source), eq(journalEntries.sourceId, sourceId)));
  if (!entry) return undefined;
  const lines = await h.db
    .select({
      code: accounts.code,
      debit: journalLines.debitBs,
      credit: journalLines.creditBs,
      unit: journalLines.unitAmount,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(eq(journalLines.entryId, entry.id))
    .orderBy(journalLines.id);
  return { date: entry.date, description: entry.description, lines: lines.map((l) => Object.values(l)) };
}

const counts = async (h: Harness) => ({
  incomes: (await h.db.select({ n: count() }).from(incomes))[0]!.n,
  funds: (await h.db.select({ n: count() }).from(funds))[0]!.n,
  expenses: (await h.db.select({ n: count() }).from(expenses))[0]!.n,
  entries: (await h.db.select({ n: count() }).from(journalEntries))[0]!.n,
});

describe('postings, closing in order, closed-month refusals', () => {
  let h: Harness;
  let admin: { id: number };
  let auth: Auth;
  let code: (kind: string) => string;
  beforeAll(async () => {
    ({ h, admin, auth } = await harness());
    const mapping = (await call(h, auth, 'GET', '/api/accounts/mapping')).json() as {
      kind: string;
      accountCode: string;
    }[];
    code = (kind) => mapping.find((m) => m.kind === kind)!.accountCode;
  });
  afterAll(() => h.close());

  it('an income, a fund and an expense each post one balanced entry at the entered Bs', async () => {
    const i = await call(h, auth, 'POST', '/api/ingress', income(`${m3}-10`));
    const f = await call(h, auth, 'POST', '/api/ingress', fund(`${m2}-05`));
    const e = await call(h, auth, 'POST', '/api/expenses', expense(`${m2}-06`));
    for (const r of [i, f, e]) expect(r.statusCode, r.body).toBe(201);
    // 200 Bs at 20 Bs per unit: cash in against the kind's account.
    const cashInAgainst = (kind: string) => [
      [code('cash'), '200.00', '0.00', '10.0000'],
      [code(kind), '0.00', '200.00', '10.0000'],
    ];
    expect(await entryOf(h, 'income', i.json().id)).toEqual({
      date: `${m3}-10`,
      description: 'Venta de chatarra',
      lines: cashInAgainst('otherIncome'),
    });
    // A fund's entry records the funds row; its income has none of its own.
    const [fundRow] = await h.db.select().from(funds).where(eq(funds.incomeId, f.json().id));
    expect(await entryOf(h, 'income', f.json().id)).toBeUndefined();
    expect((await entryOf(h, 'fund', fundRow!.id))!.lines).toEqual(cashInAgainst('fund'));
    expect(await entryOf(h, 'expense', e.json().id)).toEqual({
      date: `${m2}-06`,
      description: 'Papelería',
      lines: [
        [code('expense'), '50.00', '0.00', '2.5000'],
        [code('cash'), '0.00', '50.00', '2.5000'],
      ],
    });
  });

  it('lists every month from the first movement to the last ended one, newest first, all open', async () => {
    const res = await call(h, auth, 'GET', '/api/periods');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([m1, m2, m3].map((month) => ({ month, closedAt: null, closedBy: null })));
  });

  it('refuses a month not ended, a malformed one, and a later month before an earlier one with movements', async () => {
    for (const month of [now, monthOf(firstDayAfter(now))]) {
      const res = await call(h, auth, 'POST', `/api/periods/${month}/close`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(booksMessages.monthNotEnded(month));
    }
    const bad = await call(h, auth, 'POST', '/api/periods/2026-13/close');
    expect(bad.statusCode).toBe(400);
    for (const month of [m2, m1]) {
      const res = await call(h, auth, 'POST', `/api/periods/${month}/close`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(booksMessages.earlierMonthOpen(m3));
    }
  });

  it('closes a month once when two closings race, audited', async () => {
    const [a, b] = await Promise.all([
      call(h, auth, 'POST', `/api/periods/${m3}/close`),
      call(h, auth, 'POST', `/api/periods/${m3}/close`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 200)!.json()).toEqual({
      message: booksMessages.monthClosed(m3),
    });
    expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe(booksMessages.monthAlreadyClosed(m3));
    const trail = await h.db.select().from(auditLog).where(eq(auditLog.entity, 'period'));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'close',
        administratorId: admin.id,
        after: expect.objectContaining({ month: m3 }),
      }),
    ]);
  });

  it('refuses an income, a credit income, a fund and an expense dated in a closed month, writing nothing', async () => {
    const c = await carrierWithLoan(h, auth);
    const before = await counts(h);
    const day = `${m3}-20`;
    for (const [url, body] of [
      ['/api/ingress', income(day)],
      ['/api/ingress', fund(day)],
      ['/api/ingress', income(day, { isCredit: true, carrier: c.carrier.id })],
      ['/api/expenses', expense(day)],
    ] as const) {
      const res = await call(h, auth, 'POST', url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toBe(booksMessages.closedMonth(m3));
      expect(res.json().error).toContain(' de 20');
    }
    expect(await counts(h)).toEqual(before);
  });

  it('books are closed through the last closed month; a carrier’s late payment is still approved', async () => {
    const c = await carrierWithLoan(h, auth);
    const reported = await call(h, c.auth, 'POST', '/api/payment', {
      amount: 100,
      date: `${m3}-25`,
      voucherCode: '55443322',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const approved = await call(h, auth, 'PATCH', '/api/payment', {
      id: reported.json().id,
      status: 'Aprobado',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // A month before the first movement, never closed itself, is closed through the last closing.
    const early = `${monthsAgo(5)}-02`;
    const refused = await call(h, auth, 'POST', '/api/ingress', income(early));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(booksMessages.closedMonth(monthsAgo(5)));
    const id = await h.db.transaction((tx) => postEntry(tx, directSale(early, 2_000_000_001, 'Tardío')));
    const [entry] = await h.db.select().from(journalEntries).where(eq(journalEntries.id, id!));
    expect(entry).toMatchObject({ date: `${m2}-01`, description: `Tardío (pago del ${early}, mes cerrado)` });
  });

  it('closing waits for a posting in flight, which keeps its own date', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let posted!: () => void;
    const inFlight = new Promise<void>((r) => (posted = r));
    const posting = h.db.transaction(async (tx) => {
      await postEntry(tx, directSale(`${m2}-15`, 2_000_000_000, 'En curso'));
      posted();
      await held;
    });
    await inFlight;
    let closed = false;
    const closing = call(h, auth, 'POST', `/api/periods/${m2}/close`).then((r) => {
      closed = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(closed).toBe(false);
    release();
    await posting;
    expect((await closing).statusCode).toBe(200);
    expect((await entryOf(h, 'income', 2_000_000_000))!.date).toBe(`${m2}-15`);
  });

  it('closes an empty month after the last closing and lists who closed each', async () => {
    const res = await call(h, auth, 'POST', `/api/periods/${m1}/close`);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call(h, auth, 'GET', '/api/periods')).json() as {
      month: string;
      closedAt: string | null;
      closedBy: number | null;
    }[];
    expect(list.map((p) => [p.month, p.closedBy, typeof p.closedAt])).toEqual([
      [m1, admin.id, 'string'],
      [m2, admin.id, 'string'],
      [m3, admin.id, 'string'],
    ]);
  });
});

describe('four eyes on closing', () => {
  let h: Harness;
  let maker: { id: number };
  let auth: Auth;
  let checker: Auth;
  beforeAll(async () => {
    ({ h, admin: maker, auth } = await harness());
    checker = bearer(
      (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token,
    );
  });
  afterAll(() => h.close());

  it('a closing waits for a second administrator; an expense held meanwhile is refused at approval', async () => {
    const threshold = await call(h, auth, 'PUT', '/api/settings/authorizations', {
      rules: [{ action: 'period.close', enabled: true, threshold: 5 }],
    });
    expect(threshold.statusCode).toBe(400);
    expect(threshold.body).toContain(NO_THRESHOLD_FOR_CLOSING);
    const rules = await call(h, auth, 'PUT', '/api/settings/authorizations', {
      rules: [
        { action: 'period.close', enabled: true, threshold: null },
        { action: 'expense.create', enabled: true, threshold: null },
      ],
    });
    expect(rules.statusCode, rules.body).toBe(200);

    const heldExpense = await call(h, auth, 'POST', '/api/expenses', expense(`${m1}-03`));
    expect(heldExpense.statusCode, heldExpense.body).toBe(202);
    const heldClose = await call(h, auth, 'POST', `/api/periods/${m1}/close`);
    expect(heldClose.statusCode, heldClose.body).toBe(202);
    const again = await call(h, auth, 'POST', `/api/periods/${m1}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(authorizationMessages.alreadyPending);
    expect((await call(h, auth, 'GET', '/api/periods')).json()).toEqual([]);

    const approved = await call(
      h,
      checker,
      'POST',
      `/api/authorizations/${heldClose.json().authorizationId}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // Applied in the maker's name.
    expect((await call(h, auth, 'GET', '/api/periods')).json()).toEqual([
      expect.objectContaining({ month: m1, closedBy: maker.id }),
    ]);

    const late = await call(
      h,
      checker,
      'POST',
      `/api/authorizations/${heldExpense.json().authorizationId}/approve`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(booksMessages.closedMonth(m1));
    expect((await h.db.select({ n: count() }).from(expenses))[0]!.n).toBe(0);
    const [row] = await h.db
      .select({ status: authorizations.status })
      .from(authorizations)
      .where(eq(authorizations.id, heldExpense.json().authorizationId));
    expect(row!.status).toBe('Pendiente');

    // Held or not, a closed month is refused at once.
    const closedAgain = await call(h, auth, 'POST', `/api/periods/${m1}/close`);
    expect(closedAgain.statusCode).toBe(409);
    expect(closedAgain.json().error).toBe(booksMessages.monthAlreadyClosed(m1));
    const heldLate = await call(h, auth, 'POST', '/api/expenses', expense(`${m1}-04`));
    expect(heldLate.statusCode).toBe(409);
    expect(heldLate.json().error).toBe(booksMessages.closedMonth(m1));
  });
});
