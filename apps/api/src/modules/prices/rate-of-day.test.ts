import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate, formatDay } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
import { pdfText as readPdf } from '../../../test/pdf-text';

// After midnight, before anyone registers today's rate: the newest one is yesterday's.
let h: Harness;
let admin: Record<string, string>;
const today = businessDate();
const yesterday = addDays(today, -1);
// Noon in Caracas (UTC−4 all year): the middle of yesterday's business day.
const registered = new Date(`${yesterday}T12:00:00-04:00`);
const stale = `Tasa vigente (del ${formatDay(yesterday)})`;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, '40', registered);
});
afterAll(() => h.close());

const pdfText = (url: string, headers: Record<string, string>) => readPdf(h, url, headers);

describe("the day's rate when today has none yet", () => {
  let c: Awaited<ReturnType<typeof carrierWithLoan>>;
  let paymentId: number;

  beforeAll(async () => {
    c = await carrierWithLoan(h, admin, { amountBs: 4000, feeNumbers: 2, creditDays: 60 });
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/payment/',
      headers: c.auth,
      payload: { amount: 2000, date: today, voucherCode: '70707070' },
    });
    paymentId = reported.json().id;
    const decided = await h.app.inject({
      method: 'PATCH',
      url: '/api/payment',
      headers: admin,
      payload: { id: paymentId, status: 'Aprobado' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('gives the rate with when it was registered: the conditions, the newest rate and the portfolio', async () => {
    const at = registered.toISOString();
    expect((await h.app.inject({ url: '/api/conditions' })).json().rate).toEqual({ amount: 40, created: at });
    const last = await h.app.inject({ url: '/api/prices?getLast=true', headers: c.auth });
    expect(last.json()).toMatchObject({ amount: 40, created: at });
    const report = await h.app.inject({ url: '/api/reports/portfolio', headers: admin });
    expect(report.json()).toMatchObject({ date: today, rate: 40, rateCreated: at });
  });

  it("says which day's rate the statement and the receipt use", async () => {
    const statement = await pdfText(`/api/loan/${c.loanId}/statement.pdf`, c.auth);
    expect(statement).toContain(`${stale} 40 Bs por ₽`);
    expect(statement).not.toContain('Tasa de hoy');
    const receipt = await pdfText(`/api/payment/${paymentId}/receipt.pdf`, c.auth);
    expect(receipt).toContain(`50,0000 ₽ a 40 Bs por ₽ · ${stale}`);
    expect(receipt).not.toContain(`Tasa del ${formatDay(today)}`);
  });

  it("calls it today's once today's is registered, and the receipt keeps the rate its payment used", async () => {
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/prices', headers: admin, payload: { amount: 41 } }))
        .statusCode,
    ).toBe(201);
    const statement = await pdfText(`/api/loan/${c.loanId}/statement.pdf`, c.auth);
    expect(statement).toContain('Tasa de hoy 41 Bs por ₽');
    // The payment was converted at yesterday's 40, registered before it was reported.
    const receipt = await pdfText(`/api/payment/${paymentId}/receipt.pdf`, c.auth);
    expect(receipt).toContain(`50,0000 ₽ a 40 Bs por ₽ · ${stale}`);
    // One reported now converts at today's own rate, and its receipt says so.
    const reported = await h.app.inject({
      method: 'POST',
      url: '/api/payment/',
      headers: c.auth,
      payload: { amount: 410, date: today, voucherCode: '80808080' },
    });
    const fresh = reported.json().id as number;
    await h.app.inject({
      method: 'PATCH',
      url: '/api/payment',
      headers: admin,
      payload: { id: fresh, status: 'Aprobado' },
    });
    expect(await pdfText(`/api/payment/${fresh}/receipt.pdf`, c.auth)).toContain(
      `10,0000 ₽ a 41 Bs por ₽ · Tasa del ${formatDay(today)}`,
    );
  });
});
