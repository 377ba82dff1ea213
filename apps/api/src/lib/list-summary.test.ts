import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, businessDate } from '@app/domain';
import { build, type Harness } from '../../test/helper';
import {
  bearer,
  createAdministrator,
  createCarrier,
  createPrice,
  login,
  PASSWORD,
} from '../../test/factories';
import { compactSummaries, readSummary, syncSummaryTimeZone, type SummarizedList } from './list-summary';

/**
 * The lists' counters (migration 0008) against the rows they count: after a day of real work
 * through the API (applications, approvals, rejections, payments, incomes, expenses, a retired
 * affiliate and carrier), after their deltas are merged, and after a rebuild from the rows.
 */
let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
const yesterday = addDays(today, -1);

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.db.execute(query)) as { rows: T[] }).rows;
const exact = async (query: ReturnType<typeof sql>) => {
  const [row] = await rows<{ n: string | number; petro: string | null }>(query);
  return { total: Number(row?.n ?? 0), petro: Number(row?.petro ?? 0) };
};
const fromSummary = async (list: SummarizedList, narrow: Parameters<typeof readSummary>[2] = {}) => {
  const { total, petro } = await readSummary(h.db, list, narrow);
  return { total, petro: Number(petro) };
};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) =>
  h.app.inject({ method, url, headers, ...(payload && { payload }) });

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '40', new Date(Date.now() - 3 * 86_400_000));
  await createPrice(h.db, '45.5');
  let voucher = 7000;
  for (let i = 0; i < 6; i++) {
    const { affiliate, carrier } = await createCarrier(h.db);
    const applied = await call(
      'POST',
      '/api/request-carrier',
      { dni: affiliate.dni, amount: 1000 + i * 10 },
      {},
    );
    expect(applied.statusCode).toBe(201);
    if (i === 5) {
      await call('PATCH', '/api/request-carrier', { id: applied.json().id, status: 'Rechazado' });
      continue;
    }
    await call('PATCH', '/api/request-carrier', {
      id: applied.json().id,
      status: 'Aprobado',
      loanData: { reasonForAdmission: 'Repuestos', amount: 1000 + i * 10, feeNumbers: 2, creditDays: 60 },
    });
    const auth = bearer((await login(h.app, affiliate.email, 'Carrier', PASSWORD)).access_token);
    for (const [k, date] of [today, yesterday, today].entries()) {
      const paid = await call(
        'POST',
        '/api/payment',
        { amount: 100 + k, date, voucherCode: String(voucher++) },
        auth,
      );
      expect(paid.statusCode).toBe(201);
      if (k < 2)
        await call('PATCH', '/api/payment', { id: paid.json().id, status: k ? 'Rechazado' : 'Aprobado' });
    }
    await call('POST', '/api/ingress', {
      date: yesterday,
      reasonForAdmission: 'Pago en taquilla',
      incomeAmountBs: 50.5,
      isCredit: true,
      carrier: carrier.id,
    });
  }
  await call('POST', '/api/ingress', {
    date: today,
    reasonForAdmission: 'Aporte',
    incomeAmountBs: 2000,
    isFund: true,
    responsible: { firstNames: 'Rosa', lastNames: 'Quintero' },
    origin: 'Caja de ahorro',
  });
  await call('POST', '/api/expenses', {
    date: yesterday,
    reasonForAdmission: 'Papelería',
    incomeAmount: 75.25,
  });
  // A retired affiliate and a retired carrier account leave their lists (history keeps them).
  const { affiliate: gone } = await createCarrier(h.db);
  await call('PATCH', `/api/affiliate/${gone.id}`, { status: 'Inactivo' });
  const { carrier: closed } = await createCarrier(h.db);
  await call('DELETE', `/api/carrier/${closed.id}`);
});
afterAll(() => h.close());

/** Every group a list's filters can ask its summary for, with the rows' own count. */
async function expectAgreement() {
  for (const status of [undefined, 'Por revisar', 'Aprobado', 'Rechazado']) {
    const where = status ? sql`where status = ${status}` : sql``;
    expect(await fromSummary('payments', { a: status })).toEqual(
      await exact(sql`select count(*) as n, 0 as petro from payments ${where}`),
    );
    expect(await fromSummary('requests', { a: status })).toEqual(
      await exact(sql`select count(*) as n, 0 as petro from credit_requests ${where}`),
    );
    for (const day of [today, yesterday]) {
      const on = status ? sql`where status = ${status} and date = ${day}` : sql`where date = ${day}`;
      expect(await fromSummary('payments', { a: status, day })).toEqual(
        await exact(sql`select count(*) as n, 0 as petro from payments ${on}`),
      );
    }
  }
  for (const status of [undefined, 'Por pagar', 'Pagado']) {
    const where = status ? sql`where status = ${status}` : sql``;
    expect(await fromSummary('loans', { a: status })).toEqual(
      await exact(sql`select count(*) as n, 0 as petro from loans ${where}`),
    );
  }
  for (const day of [undefined, today, yesterday]) {
    const on = day ? sql`where date = ${day}` : sql``;
    expect(await fromSummary('incomes', { day })).toEqual(
      await exact(sql`select count(*) as n, sum(amount_petro) as petro from incomes ${on}`),
    );
    expect(await fromSummary('expenses', { day })).toEqual(
      await exact(sql`select count(*) as n, sum(amount_petro) as petro from expenses ${on}`),
    );
    const onIncome = day ? sql`where i.date = ${day}` : sql``;
    expect(await fromSummary('funds', { day })).toEqual(
      await exact(
        sql`select count(*) as n, sum(i.amount_petro) as petro from funds f join incomes i on i.id = f.income_id ${onIncome}`,
      ),
    );
  }
  for (const status of [undefined, 'Activo', 'Inactivo']) {
    const where = status ? sql`and status = ${status}` : sql``;
    expect(await fromSummary('affiliates', { a: status })).toEqual(
      await exact(sql`select count(*) as n, 0 as petro from affiliates where retired_at is null ${where}`),
    );
  }
  expect(await fromSummary('carriers')).toEqual(
    await exact(sql`select count(*) as n, 0 as petro from carriers where retired_at is null`),
  );
  const entities = await rows<{ entity: string; administrator_id: number }>(
    sql`select distinct entity, administrator_id from audit_log`,
  );
  expect(entities.length).toBeGreaterThan(3);
  for (const { entity, administrator_id: adminId } of [
    { entity: undefined, administrator_id: undefined },
    ...entities,
  ]) {
    const parts = [
      entity ? sql`entity = ${entity}` : undefined,
      adminId ? sql`administrator_id = ${adminId}` : undefined,
      sql`(at at time zone 'America/Caracas')::date between ${yesterday} and ${today}`,
    ].filter((p) => p !== undefined);
    expect(
      await fromSummary('audit', {
        a: entity,
        b: adminId ? String(adminId) : undefined,
        from: yesterday,
        to: today,
      }),
    ).toEqual(
      await exact(sql`select count(*) as n, 0 as petro from audit_log where ${sql.join(parts, sql` and `)}`),
    );
  }
}

describe('the lists’ counters', () => {
  it('agree with the rows after a day of work: every status, day, kind of record and administrator', async () => {
    // The work left deltas to merge: the counters answer before any merge.
    expect(
      Number((await rows<{ n: string }>(sql`select count(*) as n from list_summary`))[0]!.n),
    ).toBeGreaterThan(0);
    await expectAgreement();
  });

  it('still agree once their deltas are merged, and a merge with nothing to do changes nothing', async () => {
    expect(await compactSummaries(h.db)).toBeGreaterThan(0);
    await expectAgreement();
    expect(await compactSummaries(h.db)).toBe(0);
    const [{ n }] = (await rows<{ n: string }>(
      sql`select count(*) as n from (select 1 from list_summary group by list, day, a, b having count(*) > 1) g`,
    )) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });

  it('are what a rebuild from the rows gives', async () => {
    const before = await rows(sql`select list, day, a, b, n, petro from list_summary order by 1, 2, 3, 4`);
    await h.db.execute(sql`select rebuild_list_summaries()`);
    expect(await rows(sql`select list, day, a, b, n, petro from list_summary order by 1, 2, 3, 4`)).toEqual(
      before,
    );
  });

  it('are what the lists answer as X-Total-Count and X-Total-Petro', async () => {
    const res = await call('GET', `/api/ingress?date=${yesterday}`);
    const expected = await exact(
      sql`select count(*) as n, sum(amount_petro) as petro from incomes where date = ${yesterday}`,
    );
    expect(res.headers['x-total-count']).toBe(String(expected.total));
    expect(Number(res.headers['x-total-petro'])).toBe(expected.petro);
    const pending = await call('GET', '/api/payment?status=Por%20revisar');
    expect(pending.headers['x-total-count']).toBe(
      String((await exact(sql`select count(*) as n from payments where status = 'Por revisar'`)).total),
    );
  });

  it('count audit days in the business time zone, recounted when it changes', async () => {
    expect(await syncSummaryTimeZone(h.db, 'America/Caracas')).toBe(false);
    const byDay = (zone: string) =>
      rows<{ day: string; n: string }>(
        sql`select (at at time zone ${zone})::date::text as day, count(*) as n from audit_log group by 1`,
      );
    for (const zone of ['Asia/Tokyo', 'America/Caracas']) {
      expect(await syncSummaryTimeZone(h.db, zone)).toBe(true);
      const days = await byDay(zone);
      for (const { day, n } of days) expect((await fromSummary('audit', { day })).total).toBe(Number(n));
    }
  });
});
