import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, listSorts, toJsonNumber } from '@app/domain';
import { build, freshDatabase, type Harness } from '../../test/helper';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEFER_JOINS_FROM, enumIs, skippedInText } from './list-query';
import { bearer, createAdministrator, login } from '../../test/factories';
import { expenses, loans } from '../db/schema';

let h: Harness;
let token: string;
/** The statements the app sent, as its database logger heard them. */
const sent: string[] = [];

// 130 expenses over 3 days and 4 amounts: many rows share a date, an amount, or both; the walks
// pass DEFER_JOINS_FROM, so pages read directly and pages picked by id first are both checked.
const seeded = Array.from({ length: 130 }, (_, i) => ({
  date: `2026-01-0${1 + (i % 3)}`,
  reasonForAdmission: i % 2 ? 'Repuestos' : 'Papelería',
  amountBs: String(100 * (1 + (i % 4))),
  amountPetro: String(10 * (1 + (i % 4))),
  rate: '10',
}));

beforeAll(async () => {
  h = await build({}, undefined, await freshDatabase({ logQuery: (sql) => sent.push(sql) }));
  token = (await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token;
  await h.db.insert(expenses).values(seeded);
});
afterAll(() => h.close());

type Row = { id: number; date: string; incomeAmountInPetro: number };
const get = (url: string) => h.app.inject({ url, headers: bearer(token) });

/** Every page of a list, walked with `limit` as a client pages it. */
async function walk(query: string, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await get(`/api/expenses?${query}&limit=${limit}&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Row[];
    rows.push(...page);
    if (page.length < limit) return rows;
  }
}

describe('the list query', () => {
  it("from DEFER_JOINS_FROM on, picks the page's ids first and joins only those; the cédula join only when filtered", async () => {
    expect(seeded.length).toBeGreaterThan(DEFER_JOINS_FROM + 20);
    /** The statement that read the page's rows (the count reads the summary or counts). */
    const pageStatement = async (query: string) => {
      sent.length = 0;
      expect((await get(`/api/expenses?limit=5&${query}`)).statusCode).toBe(200);
      return sent.find((statement) => statement.startsWith('select "expenses"."id", "expenses"."date"'))!;
    };
    const picked =
      /"expenses"\."id" in \(select t from \(select .+ as k, "expenses"\."id" as t from "expenses" (left join|where)/;
    expect(await pageStatement(`offset=${DEFER_JOINS_FROM - 5}`)).not.toMatch(picked);
    const deep = await pageStatement(`offset=${DEFER_JOINS_FROM}`);
    expect(deep).toMatch(picked);
    // No filter reads the carrier: the ids come from expenses alone (an index-only walk).
    expect(deep).toMatch(/as t from "expenses" where/);
    // The skip in the text is a power of two (64 of 100), the rest a parameter: a generic plan serves it.
    expect(deep).toMatch(
      / limit 69 offset 64\) following\s+order by k desc nulls last, t desc nulls last limit 5 offset \$\d+\)/,
    );
    // A cédula filter reads the affiliate: the ids' query joins it.
    const byDni = await pageStatement(`offset=${DEFER_JOINS_FROM}&dni=1`);
    expect(byDni).toMatch(/as t from "expenses" left join "carriers"/);
  });

  it("writes a deep page's skip as the largest power of two not past it: a text per power, not per page", () => {
    expect([0, 1, 2, 3, 100, 127, 128, 9980, 16384].map(skippedInText)).toEqual([
      0, 1, 2, 2, 64, 64, 128, 8192, 16384,
    ]);
    // The largest offset a query accepts: log2 rounds it up to 53, past the offset (a negative OFFSET).
    expect(skippedInText(2 ** 53 - 1)).toBe(2 ** 52);
  });

  it("writes a first page's limit and its summary's list into the text: a generic plan can serve them (decision 38)", async () => {
    sent.length = 0;
    expect((await get('/api/expenses?limit=7')).statusCode).toBe(200);
    const page = sent.find((statement) => statement.startsWith('select "expenses"."id"'))!;
    expect(page).toMatch(/ limit 7$/);
    expect(page).toContain(`"list_summary"."list" = 'expenses'`);
  });

  it('writes an enum value into the text quoted, a quote in it doubled', () => {
    const { sql, params } = new PgDialect().sqlToQuery(enumIs(loans.status, "Por 'pagar'"));
    expect(sql).toBe(`"loans"."status" = 'Por ''pagar'''`);
    expect(params).toEqual([]);
  });

  it("sorts a narrowing filter's matches instead of walking the order's index, and reads them right", async () => {
    sent.length = 0;
    const res = await get('/api/expenses?date=2026-01-02&sort=amount&order=asc&limit=50');
    const page = sent.find((statement) => statement.startsWith('select "expenses"."id", "expenses"."date"'))!;
    // coalesce(x, x) sorts as x but matches no index: the day's rows are found first, then sorted.
    expect(page).toMatch(/order by coalesce\("expenses"\."amount_petro", "expenses"\."amount_petro"\) asc/);
    const rows = res.json() as Row[];
    expect(rows).toHaveLength(seeded.filter((e) => e.date === '2026-01-02').length);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(
        a.incomeAmountInPetro < b.incomeAmountInPetro ||
          (a.incomeAmountInPetro === b.incomeAmountInPetro && a.id < b.id),
      ).toBe(true);
    }
  });

  it('orders by the default key, newest first, and ties never repeat or skip a row between pages', async () => {
    const rows = await walk('', 9);
    expect(rows).toHaveLength(seeded.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(seeded.length);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      // Date descending, then id descending among equal dates.
      expect(a.date > b.date || (a.date === b.date && a.id > b.id)).toBe(true);
    }
  });

  it('orders by another key in either direction, with the id as the tiebreak in the same direction', async () => {
    const up = await walk('sort=amount&order=asc', 7);
    expect(up).toHaveLength(seeded.length);
    for (let i = 1; i < up.length; i++) {
      const [a, b] = [up[i - 1]!, up[i]!];
      const amountUp = a.incomeAmountInPetro < b.incomeAmountInPetro;
      expect(amountUp || (a.incomeAmountInPetro === b.incomeAmountInPetro && a.id < b.id)).toBe(true);
    }
    const down = await walk('sort=amount&order=desc', 7);
    expect(down.map((r) => r.id)).toEqual(up.map((r) => r.id).reverse());
  });

  it('applies the filters together and counts and sums every matching row, not one page', async () => {
    const res = await get('/api/expenses?date=2026-01-02&reasonForAdmission=repuestos&limit=2');
    const matching = seeded.filter((e) => e.date === '2026-01-02' && e.reasonForAdmission === 'Repuestos');
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe(String(matching.length));
    // Summed exactly, as the server must: the header is the JSON number of that exact sum.
    const sum = matching.reduce((s, e) => s.plus(e.amountPetro), new Decimal(0));
    expect(res.headers['x-total-petro']).toBe(String(toJsonNumber(sum)));
  });

  it("reads a page's count and sum in its own statement, and keeps them exact past the last row", async () => {
    /** The statements reading expenses or their summary a request sent (an administrator's grants are read apart). */
    const statements = async (query: string) => {
      sent.length = 0;
      const res = await get(`/api/expenses?${query}`);
      expect(res.statusCode).toBe(200);
      return { res, reads: sent.filter((statement) => /"expenses"|"list_summary"/.test(statement)) };
    };
    const all = seeded.reduce((s, e) => s.plus(e.amountPetro), new Decimal(0));
    const repuestos = seeded.filter((e) => e.reasonForAdmission === 'Repuestos');
    const repuestosSum = repuestos.reduce((s, e) => s.plus(e.amountPetro), new Decimal(0));
    // A page with rows: one statement, its count from the summary (no filter) or counted exactly.
    for (const [query, total, sum] of [
      ['limit=5', seeded.length, all],
      ['limit=5&reasonForAdmission=repuestos', repuestos.length, repuestosSum],
      [`limit=5&offset=${DEFER_JOINS_FROM}`, seeded.length, all],
    ] as const) {
      const { res, reads } = await statements(query);
      expect(res.json(), query).toHaveLength(5);
      expect(reads, query).toHaveLength(1);
      expect(res.headers['x-total-count'], query).toBe(String(total));
      expect(res.headers['x-total-petro'], query).toBe(String(toJsonNumber(sum)));
    }
    // Past the last row the page reads no count: it is read on its own, still exact.
    for (const [query, total, sum] of [
      ['limit=5&offset=500', seeded.length, all],
      ['limit=5&offset=500&reasonForAdmission=repuestos', repuestos.length, repuestosSum],
    ] as const) {
      const { res, reads } = await statements(query);
      expect(res.json(), query).toEqual([]);
      expect(reads, query).toHaveLength(2);
      expect(res.headers['x-total-count'], query).toBe(String(total));
      expect(res.headers['x-total-petro'], query).toBe(String(toJsonNumber(sum)));
    }
    // Nothing matches on a first page: 0 without a count.
    const none = await statements('limit=5&reasonForAdmission=ninguna');
    expect(none.res.json()).toEqual([]);
    expect(none.reads).toHaveLength(1);
    expect(none.res.headers['x-total-count']).toBe('0');
    expect(none.res.headers['x-total-petro']).toBe('0');
  });

  it('refuses an order a list does not have, in Spanish, on every list', async () => {
    const paths: Record<keyof typeof listSorts, string> = {
      payments: '/api/payment',
      loans: '/api/loan',
      requests: '/api/request-carrier',
      incomes: '/api/ingress',
      expenses: '/api/expenses',
      funds: '/api/funds',
      affiliates: '/api/affiliate',
      carriers: '/api/carrier',
      organizations: '/api/organization',
      mail: '/api/mail',
      administrators: '/api/users',
      audit: '/api/audit',
      prices: '/api/prices',
      interests: '/api/interests',
      rules: '/api/rule',
      authorizations: '/api/authorizations',
    };
    for (const [list, path] of Object.entries(paths) as [keyof typeof listSorts, string][]) {
      for (const key of listSorts[list]) {
        const ok = await get(`${path}?sort=${key}&order=asc`);
        expect(ok.statusCode, `${path} sort=${key}`).toBe(200);
      }
      const badKey = await get(`${path}?sort=password`);
      expect(badKey.statusCode, path).toBe(400);
      expect(badKey.json().fields).toEqual({ sort: 'Orden inválido.' });
      const badOrder = await get(`${path}?order=up`);
      expect(badOrder.statusCode, path).toBe(400);
      expect(badOrder.json().fields).toEqual({ order: 'Dirección de orden inválida.' });
    }
  });
});
