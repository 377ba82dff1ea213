import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  bsText,
  bsToPetro,
  enteredBsAt,
  formatDate,
  formatPetro,
  requestAmountsNote,
  unitText,
} from '@app/domain';
import { creditRequests, prices } from '../../api/src/db/schema';
import { adminToken, call, createCarrierAccount } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';
import { withServerDatabase } from './server-database';

/**
 * Issue 27: a request made two years ago reads, in the back-office and on the carrier's phone, the
 * Bs the applicant typed (and its ₽ at that day's rate), while today's rate is nearly a hundred times
 * that day's. Nothing re-prices it at today's rate.
 */
const PASSWORD = 'Tipeado123!x';
const OLD_RATE = '75';
const TODAYS_RATE = 6523.64;
const TYPED_BS = 6500;
const created = new Date(Date.now() - 730 * 24 * 3600 * 1000);
const petro = bsToPetro(TYPED_BS, OLD_RATE);
/** What re-pricing at today's rate would show (565.382,13 Bs): it must appear nowhere. */
const repriced = bsText(enteredBsAt({ bs: TYPED_BS, rate: Number(OLD_RATE) }, TODAYS_RATE)).replace(
  ' Bs',
  '',
);

let browser: Browser;
let token: string;
let carrier: { email: string; dni: string };

/** A card's (or row's) cell by its column's label. */
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);

/** Nothing sticks out sideways at 360 px. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

beforeAll(async () => {
  token = await adminToken();
  const { affiliate } = await createCarrierAccount(token, PASSWORD);
  carrier = { email: affiliate.email, dni: affiliate.dni };
  // No screen dates a rate or a request in the past: both are written as they were stored then.
  await withServerDatabase(async (db) => {
    await db.insert(prices).values({ amount: OLD_RATE, createdAt: created });
    await db.insert(creditRequests).values({
      affiliateId: affiliate.id,
      amountPetro: petro.toFixed(4),
      amountBs: String(TYPED_BS),
      rate: OLD_RATE,
      status: 'Rechazado',
      channel: 'landing',
      decidedAt: new Date(created.getTime() + 24 * 3600 * 1000),
      createdAt: created,
    });
  });
  expect((await call('POST', '/api/prices/', token, { amount: TODAYS_RATE })).status).toBe(201);
  browser = await launch();
});
afterAll(() => browser?.close());

describe('a two-year-old request reads the Bs typed, whatever the rate is today', () => {
  it("an administrator's Solicitudes at 360 px: 6.500,00 Bs and its ₽ of that day, with the footnote", async () => {
    const page = await newPage(browser, 'phone');
    await signInAsAdministrator(page);
    await page.goto(url(`/backoffice/panel/solicitudes?cedula=${carrier.dni}`));
    const card = page.getByRole('row').filter({ hasText: formatDate(created) });
    await card.waitFor();
    expect(await cell(card, 'Monto (Bs)').innerText()).toBe('6.500,00');
    expect(await cell(card, 'Monto (₽)').innerText()).toBe(formatPetro(petro));
    expect(await card.innerText()).not.toContain(repriced);
    await page.getByText(requestAmountsNote()).waitFor();
    await expectNoSidewaysScroll(page);

    // On a wide screen the amounts are columns of their own, right-aligned.
    await page.setViewportSize({ width: 1366, height: 850 });
    expect(await cell(card, 'Monto (Bs)').innerText()).toBe('6.500,00');
    for (const label of ['Monto (Bs)', 'Monto (₽)'])
      expect(await cell(card, label).evaluate((td) => getComputedStyle(td).textAlign)).toBe('end');
    await page.context().close();
  });

  it("the carrier's lista-solicitudes at 360 px: the Bs typed over its ₽, with the footnote", async () => {
    const page = await newPage(browser, 'phone');
    await signIn(page, '/', carrier.email, PASSWORD);
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.goto(url('/panel/lista-solicitudes'));
    const card = page.getByRole('row').filter({ hasText: formatDate(created) });
    await card.waitFor();
    expect(await cell(card, 'Monto solicitado').locator('> *').allInnerTexts()).toEqual([
      '6.500,00 Bs',
      unitText(petro),
    ]);
    expect(await card.innerText()).not.toContain(repriced);
    await page.getByText(requestAmountsNote()).waitFor();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
