import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newPage, signInAsAdministrator, url } from './browser';
import { readRowDetail } from './row-detail';

// Other journeys share this server and its database: every record made here is unique to the run.
const run = String(Date.now()).slice(-6);
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
/** Today in the business time zone, as the date inputs and the API take it. */
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
/** Today as the date fields take it and the lists show it. */
const shownToday = today.split('-').reverse().join('/');

/** This journey's own rate (the newest one): 1000 Bs are 25 ₽. */
const RATE = 40;
const CARRIER_PASSWORD = 'Transp123!';

interface LoanView {
  id: number;
  amountPay: number;
  totalPayFees: number;
}

let browser: Browser;
let page: Page;
let admin: Record<string, string>;
/** The carrier this journey makes: cédula, name and its one loan. */
let dni: string;
let fullName: string;
let loan: LoanView;
let voucherCode: string;

async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(url(path), {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function bearer(path: string, email: string, password: string) {
  const res = await call<{ access_token: string }>('POST', path, {}, { email, password });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.body.access_token}` };
}

/** A fresh affiliate with a carrier account, whose public application is approved into a 2-installment loan. */
async function carrierWithLoan() {
  dni = `4${digits(7)}`;
  const email = `libros.${run}.${dni}@example.com`;
  const [organization] = (await call<{ id: number }[]>('GET', '/api/organization/options', admin)).body;
  expect(organization).toBeDefined();
  const affiliate = await call<{ id: number; firstNames: string; lastNames: string }>(
    'POST',
    '/api/affiliate',
    admin,
    {
      firstNames: 'Yolanda',
      lastNames: 'Bastidas',
      dni,
      rif: `V${dni.padStart(9, '0')}`,
      email,
      phoneNumber: `+58414${digits(7)}`,
      homeAddress: 'Calle Páez, Valencia',
      birthdate: '1984-03-12',
      gender: 'Femenino',
      municipality: 'Valencia',
      organization: organization!.id,
      status: 'Activo',
      typeService: 'Taxi',
      vehicleType: 'Sedan',
      vehicleBrand: 'Toyota',
      vehicleModel: 'Yaris',
      vehicleYear: 2016,
      vehiclePlate: `LB${dni.slice(-5)}`,
      vehicleColor: 'Azul',
      vehicleBodySerialNumber: `BS${dni}`,
      vehicleMotorSerialNumber: `MS${dni}`,
      vehicleTypeOil: '5w-30',
      vehicleLtsOil: 4,
      vehicleBattery: '45Ah',
      vehicleRubber: 4,
    },
  );
  expect(affiliate.status).toBe(201);
  fullName = `${affiliate.body.firstNames} ${affiliate.body.lastNames}`;
  const account = await call('POST', '/api/carrier', admin, {
    affiliate: affiliate.body.id,
    password: CARRIER_PASSWORD,
  });
  expect(account.status).toBe(201);

  const applied = await call<{ id: number }>('POST', '/api/request-carrier', {}, { dni, amount: 4000 });
  expect(applied.status).toBe(201);
  const approved = await call('PATCH', '/api/request-carrier', admin, {
    id: applied.body.id,
    dni,
    status: 'Aprobado',
    loanData: { reasonForAdmission: `Frenos ${run}`, amount: 4000, feeNumbers: 2, creditDays: 60 },
  });
  expect(approved.status).toBe(200);
  const loans = await call<LoanView[]>('GET', `/api/loan?dni=${dni}`, admin);
  expect(loans.body).toHaveLength(1);
  loan = loans.body[0]!;
  return email;
}

/** The text of a row's cell under the given column header. */
async function cellUnder(row: Locator, header: string): Promise<string> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/\s+/g, ' ').trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return (await row.getByRole('cell').nth(index).innerText()).replace(/\s+/g, ' ').trim();
}

/** The loan's row on Prestamos, filtered by the carrier's cédula. */
async function loanRow(): Promise<Locator> {
  await page.goto(url(`/backoffice/panel/prestamos?cedula=${dni}`));
  const row = page.getByRole('row').filter({ hasText: dni });
  await row.waitFor();
  return row;
}

/** The ₽ total a book's title shows ('Ingresos: 1.234,5 ₽'), as a number. */
async function titleTotal(title: string): Promise<number> {
  const heading = page.getByRole('heading', { name: new RegExp(`^${title}: `) });
  await heading.waitFor();
  const text = (await heading.innerText()).replace(`${title}: `, '').replace(' ₽', '');
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

async function fillIncome(reason: string, amountBs: string) {
  await page.goto(url('/backoffice/panel/ingresos'));
  await page.getByRole('link', { name: 'Agregar' }).click();
  await page.waitForURL(url('/backoffice/panel/agregar-nuevo-ingreso'));
  // The list's own 'Fecha' and 'Motivo' filters stay on screen until the form's code has loaded.
  await page.getByRole('heading', { name: 'Agregar ingreso' }).waitFor();
  await page.getByLabel('Fecha').fill(shownToday);
  await page.getByLabel('Motivo').fill(reason);
  await page.getByRole('textbox', { name: /Monto \(Bs\)/ }).fill(amountBs);
}

beforeAll(async () => {
  admin = await bearer('/api/auth/administrator/login', inject('adminEmail'), inject('adminPassword'));
  const rate = await call('POST', '/api/prices/', admin, { amount: RATE });
  expect(rate.status).toBe(201);
  const email = await carrierWithLoan();

  // The carrier reports one installment's worth (rounded up to whole Bs), as on its panel.
  const carrier = await bearer('/api/auth/carrier/login', email, CARRIER_PASSWORD);
  voucherCode = digits(10);
  const reported = await call('POST', '/api/payment', carrier, {
    amount: Math.ceil(loan.totalPayFees * RATE),
    date: today,
    voucherCode,
    loan: loan.id,
  });
  expect(reported.status).toBe(201);

  browser = await launch();
  page = await newPage(browser);
  await signInAsAdministrator(page);
});
afterAll(() => browser?.close());

describe('an administrator approves a reported payment', () => {
  it('Pagos filtered by the cédula: Aprobado asks first, is sent once confirmed, toasts and locks the selector', async () => {
    await page.goto(url('/backoffice/panel/pagos'));
    await page.getByPlaceholder('Buscar por cédula').fill(dni);
    await page.waitForURL(url(`/backoffice/panel/pagos?cedula=${dni}`));
    const row = page.getByRole('row').filter({ hasText: voucherCode });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await cellUnder(row, 'Transportista')).toBe(`${fullName} ${dni}`);
    expect(await cellUnder(row, 'Fecha')).toBe(shownToday);

    const selector = row.getByRole('combobox');
    expect(await selector.inputValue()).toBe('Por revisar');
    // A slip is harmless: cancelling the confirmation sends nothing.
    await selector.click();
    await page.getByRole('option', { name: 'Aprobado', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Aprobar pago' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await selector.inputValue()).toBe('Por revisar');

    await selector.click();
    await page.getByRole('option', { name: 'Aprobado', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprobar pago' });
    expect(await dialog.innerText()).toContain(voucherCode);
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Se cambio el estado exitosamente.').first().waitFor();
    await expect.poll(() => selector.inputValue()).toBe('Aprobado');
    expect(await selector.isDisabled()).toBe(true);
  });

  it('Prestamos filtered by the cédula shows one installment paid', async () => {
    const row = await loanRow();
    // Installments are in the row's detail (decision 15); the status stays in the row.
    expect(await readRowDetail(row)).toMatchObject({ Cuotas: '2', 'Cuotas pagadas': '1' });
    expect(await cellUnder(row, 'Estado')).toContain('Por pagar');
  });
});

describe('an administrator records incomes and an expense', () => {
  it('an income with a fund record: listed in Ingresos, the title total grows, and it is under Fondos', async () => {
    await page.goto(url('/backoffice/panel/ingresos'));
    const before = await titleTotal('Ingresos');

    const reason = `Aporte de socios ${run}`;
    await fillIncome(reason, '1.000,00');
    await page.getByLabel('Registro de fondo').check();
    await page.getByRole('button', { name: 'Registrar' }).click();
    // A fund record needs who brought it and from where.
    await expect.poll(() => page.getByText('Requerido', { exact: true }).count()).toBe(3);
    await page.getByLabel('Nombres del responsable').fill('Rosa');
    await page.getByLabel('Apellidos del responsable').fill(`Quintero ${run}`);
    await page.getByLabel('Origen').fill('Caja de ahorro');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(url('/backoffice/panel/ingresos'));
    await page.getByText('Ingreso creado.').first().waitFor();

    const row = page.getByRole('row').filter({ hasText: reason });
    await row.waitFor();
    // 1000 Bs at 40 Bs/₽ are 25 ₽; no carrier, a fund, not a credit.
    expect(await cellUnder(row, 'Monto (₽)')).toBe('25,0000');
    expect(await cellUnder(row, 'Monto (Bs)')).toBe('1.000,00');
    expect(await cellUnder(row, 'Cédula')).toBe('No aplica');
    expect(await cellUnder(row, 'Fondo')).toBe('Sí');
    expect(await cellUnder(row, 'Crédito')).toBe('No');
    await expect.poll(async () => (await titleTotal('Ingresos')) - before).toBeCloseTo(25, 4);

    await page.goto(url('/backoffice/panel/fondos'));
    await page.getByPlaceholder('Buscar por motivo').fill(reason);
    const fund = page.getByRole('row').filter({ hasText: reason });
    await fund.waitFor();
    expect(await cellUnder(fund, 'Responsable')).toBe(`Rosa Quintero ${run}`);
    expect(await cellUnder(fund, 'Origen')).toBe('Caja de ahorro');
    expect(await cellUnder(fund, 'Monto (₽)')).toBe('25,0000');
  });

  it("an income with a credit record for the carrier repays the loan: 'Pagado', two installments paid", async () => {
    const reason = `Pago en oficina ${run}`;
    // What is left to pay, rounded up to whole Bs: the overpayment is kept as credit.
    await fillIncome(reason, String(Math.ceil(loan.amountPay * RATE)));
    await page.getByLabel('Registro de crédito').check();
    const picker = page.getByRole('combobox', { name: 'Transportista' });
    await picker.click();
    await picker.fill(dni);
    await page.getByRole('option', { name: `${fullName} · ${dni}` }).click();
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(url('/backoffice/panel/ingresos'));
    await page.getByText('Ingreso creado.').first().waitFor();
    const income = page.getByRole('row').filter({ hasText: reason });
    expect(await cellUnder(income, 'Cédula')).toBe(dni);
    expect(await cellUnder(income, 'Crédito')).toBe('Sí');

    const row = await loanRow();
    expect((await readRowDetail(row))['Cuotas pagadas']).toBe('2');
    expect(await cellUnder(row, 'Estado')).toContain('Pagado');
  });

  it("an expense is listed in Egresos with 'No aplica' as its carrier", async () => {
    await page.goto(url('/backoffice/panel/egresos'));
    const before = await titleTotal('Egresos');
    await page.getByRole('link', { name: 'Agregar' }).click();
    await page.waitForURL(url('/backoffice/panel/agregar-nuevo-egreso'));
    await page.getByRole('heading', { name: 'Agregar egreso' }).waitFor();
    const reason = `Papelería ${run}`;
    await page.getByLabel('Fecha').fill(shownToday);
    await page.getByLabel('Motivo').fill(reason);
    await page.getByRole('textbox', { name: /Monto \(Bs\)/ }).fill('300');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(url('/backoffice/panel/egresos'));
    await page.getByText('Egreso creado.').first().waitFor();

    const row = page.getByRole('row').filter({ hasText: reason });
    await row.waitFor();
    expect(await cellUnder(row, 'Transportista')).toBe('No aplica');
    expect(await cellUnder(row, 'Monto (₽)')).toBe('7,5000');
    expect(await cellUnder(row, 'Monto (Bs)')).toBe('300,00');
    await expect.poll(async () => (await titleTotal('Egresos')) - before).toBeCloseTo(7.5, 4);
  });
});
