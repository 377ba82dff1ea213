import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { PDFParse } from 'pdf-parse';
import type { Browser, Page } from 'playwright-core';
import { formatBs, formatCount, formatPetro, formatShare, type PortfolioReport } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';

const run = String(Date.now()).slice(-6);
let browser: Browser;
let token: string;
/** A line made for this journey, with one loan: its figures are known exactly. */
let line: { id: number; name: string };
let amountPay: number;
let amountAwarded: number;
/** The journey's carrier, who signs in to download its statement. */
let carrierEmail: string;
let carrierName: string;

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  await ensureRate(token);
  const name = `Línea Resumen ${run}`;
  const org = await call<{ id: number }>('POST', '/api/organization', token, {
    name,
    type: 'Cooperativa',
    rif: `J${run}123`,
    fiscalAddress: 'Av. Lara, Barquisimeto',
    recordName: 'Registro Mercantil Segundo',
    recordDate: '2019-05-10',
    modalityServices: 'Taxi',
    recordNumber: '7',
    recordVolume: '2',
    recordInvoice: '31',
  });
  expect(org.status).toBe(201);
  line = { id: org.body.id, name };
  const { affiliate } = await createCarrierAccount(token, 'Resumen123!', { organization: line.id });
  await approvedLoan(token, affiliate.dni, 3000, {
    reasonForAdmission: `Resumen ${run}`,
    feeNumbers: 2,
    creditDays: 60,
  });
  const [loan] = (
    await call<{ amountPay: number; amountAwarded: number }[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)
  ).body;
  amountPay = loan!.amountPay;
  carrierEmail = affiliate.email;
  carrierName = `${affiliate.firstNames}`;
  const carrier = await call<{ access_token: string }>('POST', '/api/auth/carrier/login', undefined, {
    email: affiliate.email,
    password: 'Resumen123!',
  });
  const paid = await call('POST', '/api/payment/', carrier.body.access_token, {
    amount: 500,
    date: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' }),
    voucherCode: `77${run}`,
  });
  expect(paid.status).toBe(201);
  amountAwarded = loan!.amountAwarded;
});
afterAll(() => browser?.close());

/** The figure a card shows under its name. */
const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

describe('Resumen', () => {
  it('shows the portfolio the API reports, and one line exactly', async () => {
    const page = await newPage(browser);
    await signInAsAdministrator(page);
    await page.getByRole('link', { name: 'Resumen' }).click();
    await page.waitForURL(url('/backoffice/panel/resumen'));
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    const report = (await call<PortfolioReport>('GET', '/api/reports/portfolio', token)).body;
    await expect
      .poll(() => card(page, 'Dinero en la calle').innerText())
      .toContain(`${formatPetro(report.outstandingPetro)} ₽`);
    await expect
      .poll(() => card(page, 'Dinero en la calle').innerText())
      .toContain(`${formatBs(report.outstandingBs)} Bs`);
    await expect
      .poll(() => card(page, 'En mora').innerText())
      .toContain(`${formatCount(report.overdueLoans)} préstamos`);
    await expect.poll(() => card(page, 'PAR 30').innerText()).toContain(formatShare(report.par30));
    await expect
      .poll(() => card(page, 'Cobrado en el mes').innerText())
      .toContain(`${formatPetro(report.collectedPetro)} ₽`);
    await expect
      .poll(() => card(page, 'Desembolsado en el mes').innerText())
      .toContain(`${formatPetro(report.disbursedPetro)} ₽`);
    await expect
      .poll(() => card(page, 'Solicitudes por revisar').innerText())
      .toContain(formatCount(report.pendingRequests));
    // Twelve months of bars, two per month, and the four aging buckets.
    expect(await page.locator('svg[role="img"] rect').count()).toBe(24);
    for (const bucket of ['1-30', '31-60', '61-90', '90+']) await page.getByText(`${bucket} días`).waitFor();
    await page.getByRole('cell', { name: line.name }).waitFor();

    // The journey's line alone: its one loan, all of it out, nothing late.
    // Exact: the lines table's scrolling region is named 'Cartera por línea' too.
    await page.getByLabel('Línea', { exact: true }).selectOption(String(line.id));
    await expect
      .poll(() => card(page, 'Dinero en la calle').innerText())
      .toContain(`${formatPetro(amountPay)} ₽`);
    await expect.poll(() => card(page, 'Dinero en la calle').innerText()).toContain('1 préstamos');
    await expect.poll(() => card(page, 'En mora').innerText()).toContain('0 préstamos');
    await expect
      .poll(() => card(page, 'Desembolsado en el mes').innerText())
      .toContain(`${formatPetro(amountAwarded)} ₽`);
    await page.waitForURL(new RegExp(`linea=${line.id}`));
    await expect
      .poll(() => page.locator('tbody tr').allInnerTexts())
      .toEqual([expect.stringContaining(line.name)]);

    // A day before the loan: nothing of it was out yet.
    await page.getByLabel('Al cierre del día').fill('31/01/2020');
    await expect.poll(() => card(page, 'Dinero en la calle').innerText()).toContain('0 préstamos');
    await page.getByText('Cartera al cierre del 31/01/2020').waitFor();

    // What waits is one click from its list, filtered by status and by the line in view; the list
    // leaves as an Excel file.
    await card(page, 'Pagos por revisar').getByRole('link', { name: 'Ver la lista' }).click();
    await page.waitForURL(/\/backoffice\/panel\/pagos\?estado=Por(\+|%20)revisar/);
    await page.waitForURL(new RegExp(`linea=${line.id}`));
    const listed = await call<{ voucherCode: string; amountInBs: number }[]>(
      'GET',
      `/api/payment?status=${encodeURIComponent('Por revisar')}&organization=${line.id}&limit=100`,
      token,
    );
    await page.getByRole('button', { name: 'Exportar' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
    expect(download.suggestedFilename()).toBe(`pagos-${today}.xlsx`);
    const rows = await readSheet(await readFile((await download.path())!));
    expect(rows[0]).toEqual([
      'Transportista',
      'Cédula',
      'Monto (₽)',
      'Monto (Bs)',
      'Código de confirmación',
      'Fecha',
      'Estado',
    ]);
    expect(rows.slice(1).map((r) => r[4])).toEqual(listed.body.map((p) => p.voucherCode));
    expect(rows.slice(1).every((r) => r[6] === 'Por revisar')).toBe(true);
    expect(rows.find((r) => r[4] === `77${run}`)?.[3]).toBe(500);
    await page.close();
  });

  it('stacks the cards on a phone and scrolls the lines table inside its card', async () => {
    const page = await newPage(browser, 'phone');
    await signInAsAdministrator(page);
    await page.goto(url('/backoffice/panel/resumen'));
    await page.getByRole('cell', { name: line.name }).waitFor();
    const boxes = await Promise.all(
      ['Dinero en la calle', 'En mora', 'PAR 30'].map(async (l) => (await card(page, l).boundingBox())!),
    );
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    const sizes = await page.evaluate(() => {
      const table = document.querySelector('table')!;
      const scroller = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement!;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: table.scrollWidth,
        scroller: scroller.clientWidth,
      };
    });
    expect(sizes.page).toBe(0);
    expect(sizes.table).toBeGreaterThan(sizes.scroller);
    await page.close();
  });

  it('lets a carrier download its estado de cuenta from its phone', async () => {
    const page = await newPage(browser, 'phone');
    await signIn(page, '/', carrierEmail, 'Resumen123!');
    await page.waitForURL(url('/panel/mis-prestamos'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Estado de cuenta' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^estado-de-cuenta-prestamo-\d+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    const { text } = await new PDFParse({ data: new Uint8Array(pdf) }).getText();
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain(carrierName);
    expect(text).toContain(`${formatPetro(amountAwarded)} ₽`);
    expect(text).toContain(line.name);
    expect(text).toContain(`77${run}`); // its payment, waiting, with its reference
    await page.close();
  });
});
