import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import type { Browser, Locator, Page } from 'playwright-core';
import { booksMessages, monthLabel } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signInAsAdministrator, url } from './browser';
import { monthsReopened, rateRegisteredOn } from './server-database';

/**
 * Issue 32: an administrator approves a payment and finds its entry in the Libro diario, opens the
 * month's Balance de comprobación (totals equal) and exports it to Excel, closes an ended month, and
 * a back-dated income into it is refused.
 */
const run = String(Date.now()).slice(-6);
const PASSWORD = 'Contable123!';
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
const shownToday = today.split('-').reverse().join('/');
/** The month before this one, 'yyyy-mm': ended, so it may be closed. */
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
const books = '/backoffice/panel/contabilidad';

let browser: Browser;
let page: Page;
let token: string;
let voucherCode: string;
let dni: string;
let paymentId: number;
/** What the journey changed in the shared server, undone after it. */
const undo: (() => Promise<void>)[] = [];
const closed: string[] = [];

/** The text of a row's cell under the given column header of the table it is in. */
async function cellUnder(row: Locator, header: string): Promise<string> {
  const table = page.locator('table').filter({ has: row });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/\s+/g, ' ').trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return (await row.getByRole('cell').nth(index).innerText()).replace(/\s+/g, ' ').trim();
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);
  // Last month needs its rate and a movement of its own: the books list it among the months to close.
  undo.push(await rateRegisteredOn(`${lastMonth}-01`, 30));
  const earlier = await call('POST', '/api/ingress', token, {
    date: `${lastMonth}-10`,
    reasonForAdmission: `Aporte contable ${run}`,
    incomeAmountBs: 300,
  });
  expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);

  // A carrier with a loan reports a payment, waiting for the administrator.
  const { affiliate } = await createCarrierAccount(token, PASSWORD);
  dni = affiliate.dni;
  await approvedLoan(token, affiliate.dni, 1200, {
    reasonForAdmission: `Contabilidad ${run}`,
    feeNumbers: 2,
    creditDays: 60,
  });
  const [loan] = (await call<{ id: number }[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)).body;
  const login = await call<{ access_token: string }>('POST', '/api/auth/carrier/login', undefined, {
    email: affiliate.email,
    password: PASSWORD,
  });
  voucherCode = `77${run}`;
  const paid = await call<{ id: number }>('POST', '/api/payment', login.body.access_token, {
    amount: 100,
    date: today,
    voucherCode,
    loan: loan!.id,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  paymentId = paid.body.id;

  browser = await launch();
  page = await newPage(browser);
  await signInAsAdministrator(page);
});

afterAll(async () => {
  await browser?.close();
  await monthsReopened(closed);
  for (const step of undo.reverse()) await step();
});

describe('the books', () => {
  it('an approved payment has its entry in the Libro diario, which opens the payment', async () => {
    await page.goto(url(`/backoffice/panel/pagos?cedula=${dni}`));
    const row = page.getByRole('row').filter({ hasText: voucherCode });
    await row.waitFor();
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Aprobado', exact: true }).click();
    await page.getByRole('dialog', { name: 'Aprobar pago' }).getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Se cambio el estado exitosamente.').first().waitFor();

    await page.goto(url(books));
    // Under Finanzas, beside Cuentas contables: the group opens on its own screens.
    await page.getByRole('link', { name: 'Contabilidad' }).waitFor();
    await page.getByRole('tab', { name: 'Libro diario', selected: true }).waitFor();
    await page.getByLabel('Origen').selectOption('payment');
    await page.waitForURL(/origen=payment/);
    const source = page.getByRole('link', { name: `Pago #${paymentId}`, exact: true });
    await source.waitFor();
    const first = page.getByRole('row').filter({ has: source });
    expect(await cellUnder(first, 'Fecha')).toBe(shownToday);
    // The entry's first line is the cash it brought in, a debit in Bs.
    expect(await cellUnder(first, 'Debe (Bs)')).toBe('100,00');

    await source.click();
    await page.waitForURL(url(`/backoffice/panel/pagos?fecha=${today}`));
    await page.getByRole('row').filter({ hasText: voucherCode }).waitFor();
  });

  it('the month’s Balance de comprobación has equal totals and leaves as an Excel file', async () => {
    await page.goto(url(books));
    await page.getByRole('tab', { name: 'Balance de comprobación' }).click();
    await page.waitForURL(/vista=comprobacion/);
    const totals = page.getByRole('row').filter({ hasText: 'Totales' });
    await totals.waitFor();
    const debit = await cellUnder(totals, 'Debe (Bs)');
    expect(debit).not.toBe('0,00');
    expect(await cellUnder(totals, 'Haber (Bs)')).toBe(debit);

    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^balance-de-comprobacion.*\.xlsx$/);
    const rows = await readSheet(await readFile((await download.path())!));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows[0]).toContain('Debe (Bs)');
    expect(rows[0]).toContain('Haber (Bs)');
  });

  it('closes last month after asking; an income dated in it is then refused, naming the month', async () => {
    await page.goto(url(`${books}?vista=cierres`));
    const month = page.getByRole('row').filter({ hasText: monthLabel(lastMonth) });
    await month.waitFor();
    // An accountant closes in order: any earlier month still open goes first, oldest first (the
    // list is newest first, and only ended months, last month the newest, offer closing).
    const open = page.getByRole('button', { name: /^Cerrar mes de / });
    await expect.poll(() => open.count()).toBeGreaterThan(0);
    for (let left = 24; left > 0 && !closed.includes(lastMonth); left--) {
      const count = await open.count();
      const oldest = open.nth(count - 1);
      const label = (await oldest.getAttribute('aria-label'))!.replace('Cerrar mes de ', '');
      const closing = monthOf(label);
      await oldest.click();
      const dialog = page.getByRole('dialog', { name: 'Confirmar' });
      expect(await dialog.innerText()).toContain(`¿Cerrar el mes de ${label}?`);
      await dialog.getByRole('button', { name: 'Cerrar mes' }).click();
      closed.push(closing);
      await page.getByText(booksMessages.monthClosed(closing)).first().waitFor();
      await expect.poll(() => open.count()).toBe(count - 1);
    }
    // The badge writes its text in capitals.
    expect((await cellUnder(month, 'Estado')).toLowerCase()).toBe('cerrado');

    await page.goto(url('/backoffice/panel/agregar-nuevo-ingreso'));
    await page.getByRole('heading', { name: 'Agregar ingreso' }).waitFor();
    await page.getByLabel('Fecha').fill(`15/${lastMonth.slice(5, 7)}/${lastMonth.slice(0, 4)}`);
    await page.getByLabel('Motivo').fill(`Aporte atrasado ${run}`);
    await page.getByRole('textbox', { name: /Monto \(Bs\)/ }).fill('100');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText(booksMessages.closedMonth(lastMonth)).first().waitFor();
    expect(page.url()).toBe(url('/backoffice/panel/agregar-nuevo-ingreso'));
  });
});

/** 'octubre de 2026' → '2026-10'. */
function monthOf(label: string): string {
  const [name, , year] = label.split(' ');
  for (let m = 1; m <= 12; m++) {
    const id = `${year}-${String(m).padStart(2, '0')}`;
    if (monthLabel(id) === `${name} de ${year}`) return id;
  }
  throw new Error(`not a month: ${label}`);
}
