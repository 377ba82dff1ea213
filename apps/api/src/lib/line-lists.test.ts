import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { build, type Harness } from '../../test/helper';
import { bearer, createAdministrator, createOrganization, createPrice, login } from '../../test/factories';
import { backdateLoan, carrierWithLoan, payLoan } from '../../test/loan-fixture';
import type { Rows } from '../db/client';
import { administratorOrganizations, affiliates, expenses, incomes, mailOutbox } from '../db/schema';

// Issue 30, "Lines": an administrator limited to a line sees, in every list, its export and the
// Resumen, only that line's rows, exactly those the `organization` filter gives every-line ones.
let h: Harness;
let admin: Record<string, string>;
let limited: Record<string, string>;
let lineA: number;
let lineB: number;
let a: Awaited<ReturnType<typeof carrierWithLoan>>;
let b: Awaited<ReturnType<typeof carrierWithLoan>>;

/** A carrier's loan with one approved payment (an income) and one waiting, in mora. */
async function lineWithMoney(organizationId: number) {
  const c = await carrierWithLoan(h, admin, {
    amountBs: 3000,
    feeNumbers: 3,
    creditDays: 90,
    organizationId,
  });
  await payLoan(h, admin, c, 100, c.today);
  await payLoan(h, admin, c, 100, c.today, false);
  await backdateLoan(h, c.loanId, 45);
  return c;
}

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '10');
  lineA = (await createOrganization(h.db)).id;
  lineB = (await createOrganization(h.db)).id;
  a = await lineWithMoney(lineA);
  b = await lineWithMoney(lineB);
  // Money and mail tied to no carrier: for administrators of every line only.
  const office = {
    date: a.today,
    reasonForAdmission: 'Papelería',
    amountPetro: '1',
    amountBs: '10',
    rate: '10',
  };
  await h.db.insert(expenses).values(office);
  await h.db.insert(incomes).values(office);
  await h.db.insert(mailOutbox).values({ to: 'gerente@example.com', subject: 'Aviso', text: 'x', html: 'x' });
  const one = await createAdministrator(h.db);
  await h.db.insert(administratorOrganizations).values({ administratorId: one.id, organizationId: lineA });
  limited = bearer((await login(h.app, one.email, 'Administrator')).access_token);
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string>) => h.app.inject({ url, headers });
type Row = { id?: number; loan?: number };
const keyOf = (r: Row) => r.id ?? r.loan;

/** The list as `headers` reads it: the row keys (desk rows are loans) and X-Total-Count. */
async function read(url: string, headers: Record<string, string>) {
  const res = await get(url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { keys: res.json<Row[]>().map(keyOf), total: Number(res.headers['x-total-count']) };
}

const LISTS = [
  '/api/affiliate',
  '/api/carrier',
  '/api/request-carrier',
  '/api/loan',
  '/api/payment',
  '/api/ingress',
  '/api/expenses',
  '/api/collections',
  '/api/mail',
  '/api/audit',
];

/** Rows of each table in line A, counted through the carrier and affiliate (not the copied column). */
async function countedThroughAffiliates(table: string, carrierColumn: string | null) {
  const through = carrierColumn
    ? `join carriers c on c.id = t.${carrierColumn} join affiliates a on a.id = c.affiliate_id`
    : `join affiliates a on a.id = t.affiliate_id`;
  const result = (await h.db.execute(
    sql.raw(`select count(*)::int as n from ${table} t ${through} where a.organization_id = ${lineA}`),
  )) as Rows<{ n: number }>;
  return result.rows[0]!.n;
}

describe('lists of an administrator limited to a line', () => {
  it.each(LISTS)('%s shows his line only: the rows and total the organization filter gives', async (path) => {
    const own = await read(`${path}?limit=100`, limited);
    const filtered = await read(`${path}?limit=100&organization=${lineA}`, admin);
    const all = await read(`${path}?limit=100`, admin);
    expect(own).toEqual(filtered);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBe(filtered.keys.length);
    // The other line's rows (and those of no line) are there for an administrator of every line.
    expect(all.total).toBeGreaterThan(filtered.total);
    // Filtering within his lines changes nothing; another line's filter leaves nothing.
    expect(await read(`${path}?limit=100&organization=${lineA}`, limited)).toEqual(filtered);
    expect((await read(`${path}?limit=100&organization=${lineB}`, limited)).total).toBe(0);
  });

  it('counts what the carriers and affiliates of the line hold', async () => {
    const expected: [string, string, string | null][] = [
      ['/api/carrier', 'carriers', null],
      ['/api/request-carrier', 'credit_requests', null],
      ['/api/loan', 'loans', 'carrier_id'],
      ['/api/payment', 'payments', 'carrier_id'],
      ['/api/ingress', 'incomes', 'carrier_id'],
      ['/api/expenses', 'expenses', 'carrier_id'],
    ];
    for (const [path, table, carrier] of expected)
      expect((await read(path, limited)).total, path).toBe(await countedThroughAffiliates(table, carrier));
    expect((await read('/api/affiliate', limited)).total).toBe(1);
  });

  it('refuses a bad organization filter with a Spanish message', async () => {
    const res = await get('/api/payment?organization=abc', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.organization).toBe('Organización inválida.');
  });

  it('lists his organizations only, in the list and in the selectors', async () => {
    expect((await read('/api/organization?limit=100', limited)).keys).toEqual([lineA]);
    const options = (await get('/api/organization/options', limited)).json<{ id: number }[]>();
    expect(options.map((o) => o.id)).toEqual([lineA]);
    const everyOption = (await get('/api/organization/options', admin)).json<{ id: number }[]>();
    expect(everyOption.map((o) => o.id)).toEqual(expect.arrayContaining([lineA, lineB]));
  });

  it("answers another line's carrier in the by-carrier lists as one that does not exist: an empty list", async () => {
    for (const path of ['/api/loan/by-carrier', '/api/payment/by-carrier']) {
      expect((await get(`${path}?carrier=${a.carrier.id}`, limited)).statusCode).toBe(200);
      const other = await get(`${path}?carrier=${b.carrier.id}`, limited);
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual([]);
      expect(other.json()).toEqual((await get(`${path}?carrier=999999`, limited)).json());
      expect((await get(`${path}?carrier=${b.carrier.id}`, admin)).statusCode).toBe(200);
    }
  });

  it('refuses the funds, tied to no line (403)', async () => {
    expect((await get('/api/funds', limited)).statusCode).toBe(403);
    expect((await get('/api/funds/export?format=csv', limited)).statusCode).toBe(403);
    expect((await get('/api/funds', admin)).statusCode).toBe(200);
  });

  it.each(['/api/loan', '/api/payment', '/api/ingress', '/api/expenses', '/api/affiliate', '/api/audit'])(
    '%s/export holds the rows of his line only',
    async (path) => {
      const lines = async (url: string, headers: Record<string, string>) => {
        const res = await get(url, headers);
        expect(res.statusCode, res.body).toBe(200);
        return res.body.trim().split('\n').length - 1;
      };
      const own = await lines(`${path}/export?format=csv`, limited);
      // Counted before the export's own audit entry, which belongs to no line.
      expect(own).toBe((await read(`${path}?limit=100`, limited)).total);
      expect(await lines(`${path}/export?format=csv&organization=${lineA}`, admin)).toBe(own);
      expect(await lines(`${path}/export?format=csv`, admin)).toBeGreaterThan(own);
    },
  );
});

describe('the Resumen of an administrator limited to a line', () => {
  it("adds up his line's loans, money and pending decisions; another line answers 404", async () => {
    const own = (await get('/api/reports/portfolio', limited)).json();
    const ofLine = (await get(`/api/reports/portfolio?organization=${lineA}`, admin)).json();
    const all = (await get('/api/reports/portfolio', admin)).json();
    expect(own).toEqual(ofLine);
    expect(own.activeLoans).toBe(1);
    expect(own.pendingPayments).toBe(1);
    expect(own.byOrganization.map((l: { id: number }) => l.id)).toEqual([lineA]);
    expect(all.activeLoans).toBeGreaterThan(own.activeLoans);
    // The monthly movements too: the other line's disbursement and repayment are not his.
    const disbursed = (r: { monthly: { disbursedPetro: number }[] }) =>
      r.monthly.reduce((n, m) => n + m.disbursedPetro, 0);
    expect(disbursed(own)).toBeGreaterThan(0);
    expect(disbursed(all)).toBeGreaterThan(disbursed(own));
    expect(all.collectedPetro).toBeGreaterThan(own.collectedPetro);
    expect((await get(`/api/reports/portfolio?organization=${lineA}`, limited)).json()).toEqual(own);
    const other = await get(`/api/reports/portfolio?organization=${lineB}`, limited);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(
      (await get('/api/reports/portfolio?organization=2000000000', admin)).json().error,
    );
  });
});

describe('an affiliate moved to another line', () => {
  it('takes its account, requests, loans and money to it', async () => {
    const before = (await read('/api/loan', limited)).total;
    await h.db.update(affiliates).set({ organizationId: lineA }).where(eq(affiliates.id, b.affiliate.id));
    expect((await read('/api/loan', limited)).total).toBe(before + 1);
    for (const [path, table, carrier] of [
      ['/api/carrier', 'carriers', null],
      ['/api/request-carrier', 'credit_requests', null],
      ['/api/payment', 'payments', 'carrier_id'],
      ['/api/ingress', 'incomes', 'carrier_id'],
    ] as const)
      expect((await read(path, limited)).total, path).toBe(await countedThroughAffiliates(table, carrier));
    expect((await get(`/api/loan/by-carrier?carrier=${b.carrier.id}`, limited)).statusCode).toBe(200);
  });
});
