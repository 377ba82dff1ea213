import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { Decimal, bsToPetro, businessDate, formatDay, formatPetro, type Loan } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';

/**
 * Issue 11's blocker, end to end: a carrier types 95.000,00 the Venezuelan way, and the 95 000 Bs
 * reach the back-office list, the approval dialog and the loan, to the cent in ₽ and in Bs. The
 * rate is in the thousands, where recomputing Bs from the rounded ₽ would lose cents.
 */
const RATE = '1234.5678';
const PASSWORD = 'Montos123!x';
const run = String(Date.now()).slice(-6);
const voucher = `95${run}`;

let browser: Browser;
let carrierPage: Page;
let adminPage: Page;
let token: string;
let carrier: { email: string; dni: string; carrierId: number };

/** A figure of the carrier's loan card by its label, read from the value beside it. */
const figure = (card: Locator, label: string) =>
  card
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

beforeAll(async () => {
  token = await adminToken();
  expect((await call('POST', '/api/prices/', token, { amount: Number(RATE) })).status).toBe(201);
  const { affiliate, carrierId } = await createCarrierAccount(token, PASSWORD);
  carrier = { email: affiliate.email, dni: affiliate.dni, carrierId };
  await approvedLoan(token, affiliate.dni, 250_000, {
    reasonForAdmission: 'Motor nuevo',
    feeNumbers: 2,
    creditDays: 60,
  });
  browser = await launch();
  carrierPage = await newPage(browser, 'phone');
  adminPage = await newPage(browser, 'desktop');
});
afterAll(() => browser?.close());

describe('an amount typed the Venezuelan way', () => {
  it('the carrier types 95.000,00 and the field says what it read before sending', async () => {
    await signIn(carrierPage, '/', carrier.email, PASSWORD);
    await carrierPage.waitForURL(url('/panel/mis-prestamos'));
    await carrierPage.goto(url('/panel/agregar-pago'));
    await carrierPage.getByText('Pago del préstamo del').waitFor();
    // Opened directly, the page is the one rendered at build time (no day in its date field) until hydrated.
    expect(await carrierPage.getByLabel('Fecha de pago').inputValue()).toBe(formatDay(businessDate()));
    await carrierPage.getByLabel('Monto (Bs)').fill('95.000,00');
    await carrierPage.getByText('Se registrará: 95.000,00 Bs').waitFor();
    // The form names the rate the payment's ₽ will be counted at.
    await carrierPage.getByText(/^Tasa del .*: 1 ₽ = 1\.234,5678 Bs \(registrada el/).waitFor();
    await carrierPage.getByLabel('Código de referencia').fill(voucher);
    await carrierPage.getByRole('button', { name: 'Enviar pago' }).click();
    await carrierPage.waitForURL(url('/panel/mis-pagos'));
    const row = carrierPage.getByRole('listitem').filter({ hasText: voucher });
    await expect.poll(() => row.innerText()).toContain('95.000,00 Bs');
  });

  it('the administrator sees 95.000,00 Bs in pagos and in the approval dialog, and approves it', async () => {
    await signInAsAdministrator(adminPage);
    await adminPage.goto(url(`/backoffice/panel/pagos?cedula=${carrier.dni}`));
    const row = adminPage.getByRole('row').filter({ hasText: voucher });
    await row.waitFor();
    expect(await row.innerText()).toContain('95.000,00');
    await row.getByRole('combobox').click();
    await adminPage.getByRole('option', { name: 'Aprobado', exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Aprobar pago' });
    await dialog.waitFor();
    expect(await dialog.locator('[data-payment-amount]').innerText()).toBe('95.000,00 Bs');
    expect(await dialog.innerText()).toContain(`${formatPetro(bsToPetro(95_000, RATE).toNumber())} ₽`);
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await adminPage.getByText('Se cambio el estado exitosamente.').first().waitFor();
    await expect.poll(() => row.getByRole('combobox').inputValue()).toBe('Aprobado');
  });

  it("the loan's paid amount matches to the cent, in ₽ and in Bs", async () => {
    const loans = await call<Loan[]>('GET', `/api/loan?dni=${carrier.dni}`, token);
    const [loan] = loans.body;
    const petro = bsToPetro(95_000, RATE);
    expect(new Decimal(loan!.paidTotal).eq(petro)).toBe(true);
    expect(loan!.paidTotalBs).toBe(95_000);

    await carrierPage.goto(url('/panel/mis-prestamos'));
    const card = carrierPage.getByRole('article', { name: /^Préstamo del/ });
    await card.waitFor();
    await expect
      .poll(() => figure(card, 'Pagado').innerText())
      .toMatch(new RegExp(`^${formatPetro(petro.toNumber()).replace('.', '\\.')} ₽\\s+95\\.000,00 Bs$`));
    // The loan was granted 250.000,00 Bs at this rate: it reads exactly that.
    expect(await figure(card, 'Monto otorgado').innerText()).toContain('250.000,00 Bs');
  });
});
