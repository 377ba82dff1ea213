import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { formatRate, type Currency, type Loan, type Price } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';

/**
 * Issue 29: an administrator changes the unit to US$ through Configuración. The rate bar, the loans
 * list, the carrier's phone, a statement, a CSV and the landing (with and without JavaScript) then
 * say US$, and every Bs on those screens is what it was. The journeys share one server: the unit goes
 * back to petro afterwards at the inverse factor (50 then 0,02: both exact, nothing moves).
 */
const PASSWORD = 'Unidad123!x';
const FACTOR = 50;
const run = String(Date.now()).slice(-6);

let browser: Browser;
let token: string;
let dni: string;
let email: string;
let admin: Page;
let phone: Page;

/** Every Bs figure a text shows ('1.234,56 Bs'), in order. */
const bsFigures = (text: string) => text.match(/\d[\d.]*,\d{2} Bs/g) ?? [];
/** Every figure with two decimals (the Bs columns; the unit's have four), in order. */
const twoDecimals = (text: string) => text.match(/(?<![\d,])\d[\d.]*,\d{2}(?!\d)/g) ?? [];

/** The carrier's loan row on the back-office list, and the list's column headers. */
async function loanRow() {
  await admin.goto(url(`/backoffice/panel/prestamos?cedula=${dni}`));
  const row = admin.getByRole('row').filter({ hasText: dni });
  await row.first().waitFor();
  return {
    row: await row.first().innerText(),
    headers: (await admin.getByRole('columnheader').allInnerTexts()).join(' '),
  };
}

/**
 * The carrier's loans on its phone, once its schedule and figures are drawn in `symbol`. The page the
 * phone's service worker kept still says the unit of its day: its first answer from the API names
 * the new one, and the panel redraws in it.
 */
async function phoneCards(symbol: string) {
  await phone.goto(url('/panel/mis-prestamos'));
  const main = phone.locator('main');
  const drawn = new RegExp(`Cuota 1[\\s\\S]*${symbol.replace('$', '\\$')}[\\s\\S]*\\d,\\d{2} Bs`);
  await expect.poll(async () => drawn.test(await main.innerText()), { timeout: 15_000 }).toBe(true);
  return main.innerText();
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);
  const { affiliate } = await createCarrierAccount(token, PASSWORD);
  ({ dni, email } = affiliate);
  await approvedLoan(token, dni, 7300, {
    reasonForAdmission: `Unidad ${run}`,
    feeNumbers: 4,
    creditDays: 60,
  });
  browser = await launch();
  admin = await newPage(browser);
  await signInAsAdministrator(admin);
  phone = await newPage(browser, 'phone');
  await signIn(phone, '/', email, PASSWORD);
  await phone.waitForURL(url('/panel/mis-prestamos'));
});

afterAll(async () => {
  // Back to petro for the journeys after this one, whatever happened here.
  const unit = await call<Currency>('GET', '/api/settings/currency');
  if (unit.body.code === 'USD')
    await fetch(url('/api/settings/currency'), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `back-to-petro-${run}`,
      },
      body: JSON.stringify({ code: 'PTR', factor: '0.02', reason: 'Fin de la prueba', from: 'USD' }),
    });
  await browser?.close();
});

describe('changing the reference unit to the dollar', () => {
  it('every screen, file and page then says US$, and every Bs stays as it was', async () => {
    const rate = (await call<Price>('GET', '/api/prices/?getLast=true', token)).body.amount;
    const rowBefore = await loanRow();
    const phoneBefore = await phoneCards('₽');
    expect(rowBefore.headers).toContain('₽');
    expect(twoDecimals(rowBefore.row).length).toBeGreaterThan(0);
    expect(bsFigures(phoneBefore).length).toBeGreaterThan(0);

    // Configuración: the new unit, the factor as a person types it, the reason, the preview, the words.
    await admin.goto(url('/backoffice/panel/configuracion'));
    await admin.getByText('Unidad de cuenta: petro (₽)').waitFor();
    await admin.getByLabel('Nueva unidad').selectOption('USD');
    await admin.getByLabel('1 ₽ equivale a … US$').fill(String(FACTOR));
    await admin.getByLabel('Motivo').fill('El petro dejó de existir');
    await admin.getByRole('button', { name: 'Vista previa' }).click();
    await admin.getByRole('button', { name: 'Confirmar cambio' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByText(
        `Se cambiará la unidad de cuenta de petro (₽) a dólar (US$): cada monto en petros se multiplicará por ${FACTOR} y cada tasa se dividirá entre ${FACTOR}. Los bolívares no cambian.`,
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await admin.getByText('Unidad de cuenta: dólar (US$)').waitFor();
    await admin.getByRole('cell', { name: 'El petro dejó de existir' }).waitFor();

    // The top bar, on the screen that made the change: its rate in Bs per US$.
    await admin.getByText(`1 US$ = ${formatRate(rate / FACTOR)} bs`).waitFor();

    // The loans list: US$, no ₽, the same Bs.
    const rowAfter = await loanRow();
    expect(rowAfter.headers).toContain('US$');
    expect(rowAfter.headers).not.toContain('₽');
    expect(twoDecimals(rowAfter.row)).toEqual(twoDecimals(rowBefore.row));

    // A CSV of the same list: its header names the unit.
    await admin.getByRole('button', { name: 'Exportar' }).click();
    const [csv] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const header = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    expect(header).toContain('(US$)');
    expect(header).not.toContain('₽');

    // The carrier's phone, at 360 px: it learns the unit when it looks again; the same Bs.
    const phoneAfter = await phoneCards('US$');
    expect(phoneAfter).toContain('US$');
    expect(phoneAfter).not.toContain('₽');
    expect(bsFigures(phoneAfter)).toEqual(bsFigures(phoneBefore));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Its statement.
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('button', { name: 'Estado de cuenta' }).first().click(),
    ]);
    const { text } = await new PDFParse({
      data: new Uint8Array(await readFile((await download.path())!)),
    }).getText();
    expect(text).toContain('US$');
    expect(text).not.toContain('₽');

    // The landing, with JavaScript and without: the server writes the unit into the page itself.
    const visitor = await newPage(browser, 'phone');
    await visitor.goto(url('/'));
    await visitor.getByText(/US\$/).first().waitFor();
    expect(await visitor.locator('body').innerText()).not.toContain('₽');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const still = await context.newPage();
    await still.goto(url('/'));
    const html = await still.locator('body').innerText();
    expect(html).toContain('US$');
    expect(html).not.toContain('₽');
    expect(html).not.toMatch(/\bpetros?\b/i);
    await context.close();

    const [loan] = (await call<Loan[]>('GET', `/api/loan?dni=${dni}`, token)).body;
    expect(loan).toBeDefined();
  });
});
