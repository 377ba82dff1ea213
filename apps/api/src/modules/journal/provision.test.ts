import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, businessDate, lastDayOf, monthBefore, monthOf } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, login } from '../../../test/factories';
import { accountBalance, loanApprovedOn, postedLines } from '../../../test/books-fixture';
import { journalEntries, periods, provisionRates, provisionRuns } from '../../db/schema';
import { provisionEndedMonth, provisionMonth } from './provision';

let h: Harness;
let admin: Record<string, string>;
// M1 is the month that ended, M0 the one before it, M2 this month.
const M2 = monthOf(businessDate());
const M1 = monthBefore(M2);
const M0 = monthBefore(M1);
const L = lastDayOf(M1);

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  for (const [url, payload] of [
    ['/api/prices', { amount: 100 }],
    ['/api/interests', { amount: 20, applyOnLyMDefaulters: false }],
  ] as const) {
    const res = await h.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  // A: 30 of principal (3 000 Bs), approved L − 10, first due L + 20: current on L (1 %).
  await loanApprovedOn(h, admin, addDays(L, -10), { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
  // B: 30 of principal, due L − 45, L − 15, L + 15: 45 days late on L (31–60, 10 %), 14 to 17 on M0's last day (1–30, 5 %).
  await loanApprovedOn(h, admin, addDays(L, -75), { amountBs: 3000, feeNumbers: 3, creditDays: 90 });
});
afterAll(() => h.close());

const run = (month: string) => h.db.transaction((tx) => provisionMonth(tx, month));

/** The provision entries, oldest first: date, description and lines [code, debit, credit, unit]. */
async function provisions() {
  const rows = await postedLines(h, eq(journalEntries.source, 'provision'));
  const ids = [...new Set(rows.map((r) => r.entryId))];
  const described = await h.db
    .select()
    .from(journalEntries)
    .where(inArray(journalEntries.id, ids.length ? ids : [0]));
  return ids.map((id) => ({
    date: rows.find((r) => r.entryId === id)!.date,
    description: described.find((e) => e.id === id)!.description,
    lines: rows.filter((r) => r.entryId === id).map((r) => [r.code, r.debitBs, r.creditBs, r.unitAmount]),
  }));
}

describe('the month-end provision', () => {
  it('posts the required allowance once, however many run it at once', async () => {
    // On M0's last day only B is out, 1–30 days late: 5 % of 30 = 1,5 (150 Bs of its 3 000 at cost).
    const results = await Promise.all([run(M0), run(M0), run(M0)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await provisions()).toEqual([
      {
        date: lastDayOf(M0),
        description: expect.stringContaining('Provisión de cartera de'),
        lines: [
          ['5.1.02', '150.00', '0.00', '1.5000'],
          ['1.1.04', '0.00', '150.00', '1.5000'],
        ],
      },
    ]);
    const [row] = await h.db.select().from(provisionRuns).where(eq(provisionRuns.month, M0));
    expect(row).toMatchObject({ requiredBs: '150.00' });
    expect(row!.entryId).not.toBeNull();
  });

  it("posts the next month's difference when the month is closed before its job ran, dated the month's last day", async () => {
    // On L: A 1 % of 30 = 0,3 (30 Bs), B 10 % of 30 = 3 (300 Bs): 3,3 required, 1,5 held → 1,8 (180 Bs).
    // Closing M1 (M0 and before closed already) runs M1's provision inside the closing, so M1 holds it.
    await h.db.insert(periods).values({ month: M0, closedAt: new Date() });
    const closed = await h.app.inject({ method: 'POST', url: `/api/periods/${M1}/close`, headers: admin });
    expect(closed.statusCode, closed.body).toBe(200);
    const [, second] = await provisions();
    expect(second).toEqual({
      date: L,
      description: expect.not.stringContaining('mes cerrado'),
      lines: [
        ['5.1.02', '180.00', '0.00', '1.8000'],
        ['1.1.04', '0.00', '180.00', '1.8000'],
      ],
    });
    expect(await accountBalance(h, '1.1.04')).toEqual({ bs: '-330.00', unit: '-3.3' });
    // The job finds the ended month done and posts nothing more.
    expect(await provisionEndedMonth(h.db)).toBeNull();
    expect(await provisions()).toHaveLength(2);
  });

  it('releases the allowance when less is required', async () => {
    await h.db.update(provisionRates).set({ percent: '0' });
    await run(M2);
    const [, , third] = await provisions();
    expect(third!.lines).toEqual([
      ['1.1.04', '330.00', '0.00', '3.3000'],
      ['5.1.02', '0.00', '330.00', '3.3000'],
    ]);
    expect(await accountBalance(h, '1.1.04')).toEqual({ bs: '0.00', unit: '0' });
  });
});
