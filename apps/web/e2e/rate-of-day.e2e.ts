import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { businessDate, formatDay, formatRate, type LoanConditions } from '@app/domain';
import { adminToken, call, ensureRate } from './admin-api';
import { launch, newPage, signInAsAdministrator, url } from './browser';
import { todaysRatesMovedToYesterday } from './server-database';

let browser: Browser;
let putBack: (() => Promise<void>) | undefined;

beforeAll(async () => {
  browser = await launch();
  await ensureRate(await adminToken());
  // Just after midnight: the newest rate is yesterday's until an administrator registers today's.
  putBack = await todaysRatesMovedToYesterday();
});
afterAll(async () => {
  await putBack?.();
  await browser?.close();
});

describe("the day's rate when today has none yet", () => {
  it("says on the landing and on Resumen which day's rate it is", async () => {
    const { body } = await call<LoanConditions>('GET', '/api/conditions');
    const registeredOn = businessDate(new Date(body.rate!.created));
    expect(registeredOn < businessDate()).toBe(true);
    const label = `Tasa vigente (del ${formatDay(registeredOn)})`;

    const visitor = await newPage(browser, 'phone');
    await visitor.goto(url('/'));
    // The server wrote its business time zone into the page; the landing counted "today" in it.
    expect(await visitor.locator('meta[name="business-time-zone"]').getAttribute('content')).toBe(
      'America/Caracas',
    );
    const conditions = visitor.getByRole('region', { name: 'Condiciones de hoy' });
    await conditions.getByText(`1 ₽ = ${formatRate(body.rate!.amount)} Bs`).waitFor();
    await conditions.getByText(label, { exact: true }).waitFor();
    expect(await conditions.getByText('Tasa del día', { exact: true }).count()).toBe(0);

    const admin = await newPage(browser);
    await signInAsAdministrator(admin);
    await admin.goto(url('/backoffice/panel/resumen'));
    await admin
      .getByRole('group', { name: label })
      .getByText(`${formatRate(body.rate!.amount)} Bs/₽`)
      .waitFor();
  });
});
