import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { Decimal, businessDate, formatBs, formatDay, formatPetro, petroToBs } from '@app/domain';
import { launch, newPage, signIn, url } from './browser';

// Other journeys share this server and its database: every record made here is unique to the run.
const run = String(Date.now()).slice(-6);
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

/**
 * This journey's rate and loan: 1200 Bs at 40 Bs/₽ is 30 ₽ in three installments, plus whatever
 * regular interest other journeys registered; the expected figures are read from the loan itself.
 */
const RATE = 40;
const LOAN_BS = 1200;
const PASSWORD = 'Pagos123!x';
const voucher = `7${run}${digits(3)}`;

let browser: Browser;
let page: Page;
let headers: Record<string, string>;
let carrier: { dni: string; email: string };
/** The loan as the API priced it, and what one installment costs in Bs at this journey's rate. */
let loan: { amountPay: number; totalPayFees: number; installmentBs: string };

/** '1.234,56' as a pattern: the figures are shown the Venezuelan way. */
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inBoth = (petro: number) =>
  new RegExp(`${esc(formatPetro(petro))} ₽\\s+(· )?${esc(formatBs(petroToBs(petro, RATE).toNumber()))} Bs`);

/** One JSON call to the API as the administrator; fails the journey on an unexpected status. */
async function admin<T>(method: string, path: string, body: unknown, status: number): Promise<T> {
  const res = await fetch(url(path), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An administrator's bearer token, for the setup calls the screens under test do not make. */
async function adminHeaders(): Promise<Record<string, string>> {
  const res = await fetch(url('/api/auth/administrator/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}

/** A fresh affiliate with a carrier account, who applies publicly and whose request is approved. */
async function carrierWithLoan() {
  await admin('POST', '/api/prices/', { amount: RATE }, 201);
  const [organization] = await admin<{ id: number }[]>('GET', '/api/organization/options', undefined, 200);
  expect(organization).toBeDefined();
  const dni = `4${digits(7)}`;
  const email = `pagos.${run}.${dni}@example.com`;
  const affiliate = await admin<{ id: number }>(
    'POST',
    '/api/affiliate',
    {
      firstNames: 'Yusmary',
      lastNames: 'Colmenares',
      dni,
      rif: `V${dni.padStart(9, '0')}`,
      email,
      phoneNumber: `+58416${digits(7)}`,
      homeAddress: 'Calle Páez, Valencia',
      birthdate: '1991-03-14',
      gender: 'Femenino',
      municipality: 'Valencia',
      organization: organization!.id,
      status: 'Activo',
      typeService: 'Mototaxi',
      vehicleType: 'Moto',
      vehicleBrand: 'Suzuki',
      vehicleModel: 'GN 125',
      vehicleYear: 2019,
      vehiclePlate: `AM${dni.slice(-5)}`,
      vehicleColor: 'Azul',
      vehicleBodySerialNumber: `BS${dni}`,
      vehicleMotorSerialNumber: `MS${dni}`,
      vehicleTypeOil: '20w-50',
      vehicleLtsOil: 1.1,
      vehicleBattery: '7Ah',
      vehicleRubber: 2,
    },
    201,
  );
  await admin('POST', '/api/carrier', { affiliate: affiliate.id, password: PASSWORD }, 201);
  // The landing page's application: no session, the cédula and the amount in Bs.
  const applied = await fetch(url('/api/request-carrier'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dni, amount: LOAN_BS }),
  });
  expect(applied.status).toBe(201);
  const request = (await applied.json()) as { id: number };
  await admin(
    'PATCH',
    '/api/request-carrier',
    {
      id: request.id,
      status: 'Aprobado',
      loanData: {
        reasonForAdmission: 'Repuestos de la moto',
        amount: LOAN_BS,
        feeNumbers: 3,
        creditDays: 90,
      },
    },
    200,
  );
  const [priced] = await admin<{ amountPay: number; totalPayFees: number }[]>(
    'GET',
    `/api/loan?dni=${dni}`,
    undefined,
    200,
  );
  // Rounded up to the cent, so the payment surely covers one installment.
  const installmentBs = new Decimal(priced!.totalPayFees)
    .mul(RATE)
    .toDecimalPlaces(2, Decimal.ROUND_UP)
    .toFixed(2);
  loan = { amountPay: priced!.amountPay, totalPayFees: priced!.totalPayFees, installmentBs };
  return { dni, email };
}

/** The signed-in carrier's one loan card. */
const loanCard = () => page.getByRole('article', { name: /^Préstamo del/ });

/** A figure of the card by its label (a dt), read from the value beside it. */
const figure = (card: Locator, label: string) =>
  card
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The carrier's phone never scrolls sideways. */
async function expectNoSidewaysScroll() {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Toasts sit at the bottom of a phone over the form's button, and pause while a pointer rests on them. */
async function waitForToastsToGo() {
  await page.mouse.move(0, 0);
  await expect.poll(() => page.getByRole('alert').count(), { timeout: 10_000 }).toBe(0);
}

async function reportPayment(amount: string, reference: string) {
  await page.goto(url('/panel/mis-pagos'));
  await page.getByRole('link', { name: 'Agregar' }).click();
  await page.waitForURL(url('/panel/agregar-pago'));
  await page.getByText('Pago del préstamo del').waitFor();
  // Typed the Venezuelan way, as the carrier reads it; the field echoes what it will register.
  const typed = formatBs(Number(amount));
  await page.getByLabel('Monto (Bs)').fill(typed);
  await page.getByText(`Se registrará: ${typed} Bs`).waitFor();
  expect(await page.getByLabel('Fecha de pago').inputValue()).toBe(formatDay(businessDate()));
  await page.getByLabel('Código de referencia').fill(reference);
  await waitForToastsToGo();
  await page.getByRole('button', { name: 'Enviar pago' }).click();
}

beforeAll(async () => {
  headers = await adminHeaders();
  carrier = await carrierWithLoan();
  browser = await launch();
  page = await newPage(browser, 'phone');
});
afterAll(() => browser?.close());

describe('a carrier reports a payment from a phone and sees it applied', () => {
  it('signs in on the landing page and sees the loan, nothing paid, and its schedule', async () => {
    await signIn(page, '/', carrier.email, PASSWORD);
    await page.waitForURL(url('/panel/mis-prestamos'));
    const card = loanCard();
    await card.waitFor();
    expect(await card.getByText('Por pagar', { exact: true }).count()).toBe(1);
    expect(await figure(card, 'Monto a pagar').innerText()).toMatch(inBoth(loan.amountPay));
    expect(await figure(card, 'Monto por cuota').innerText()).toMatch(inBoth(loan.totalPayFees));
    expect(await figure(card, 'Cuotas').innerText()).toBe('3');
    expect(await figure(card, 'Cuotas pagadas').innerText()).toBe('0');
    expect(await figure(card, 'Días de crédito').innerText()).toBe('90');

    const installments = card.getByRole('list', { name: 'Cuotas' }).getByRole('listitem');
    await expect.poll(() => installments.count()).toBe(3);
    const first = await installments.first().innerText();
    expect(first).toMatch(/^Cuota 1\s+Pendiente/);
    expect(first).toMatch(inBoth(loan.totalPayFees));
    await expectNoSidewaysScroll();
  });

  it("reports one installment in Bs: 'Pago enviado.' and the payment 'Por revisar' in mis-pagos", async () => {
    await reportPayment(loan.installmentBs, voucher);
    await page.getByText('Pago enviado.').first().waitFor();
    await page.waitForURL(url('/panel/mis-pagos'));
    const row = page.getByRole('listitem').filter({ hasText: voucher });
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      new RegExp(`${esc(formatBs(Number(loan.installmentBs)))} Bs[\\s\\S]*Por revisar`),
    );
    expect(await row.innerText()).toContain(formatDay(businessDate()));
    await expectNoSidewaysScroll();
  });

  it('refuses the same bank reference again, under the field, and stores nothing', async () => {
    await reportPayment('100', voucher);
    const used = 'Esa referencia bancaria ya fue registrada en otro pago.';
    // The toast, and the same words under the reference field.
    await page.getByRole('alert').filter({ hasText: used }).first().waitFor();
    await expect
      .poll(() => page.getByLabel('Código de referencia').getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.getByText(used).count()).toBe(2);
    expect(page.url()).toBe(url('/panel/agregar-pago'));
    const mine = await admin<unknown[]>('GET', `/api/payment?dni=${carrier.dni}`, undefined, 200);
    expect(mine).toHaveLength(1);
  });

  it("after the administrator approves it, shows one installment paid and the payment in 'Pagos'", async () => {
    const [payment] = await admin<{ id: number; voucherCode: string }[]>(
      'GET',
      `/api/payment?dni=${carrier.dni}`,
      undefined,
      200,
    );
    expect(payment?.voucherCode).toBe(voucher);
    await admin('PATCH', '/api/payment', { id: payment!.id, status: 'Aprobado' }, 200);

    await page.goto(url('/panel/mis-prestamos'));
    const card = loanCard();
    await card.waitFor();
    await expect.poll(() => figure(card, 'Cuotas pagadas').innerText()).toBe('1');
    const installments = card.getByRole('list', { name: 'Cuotas' }).getByRole('listitem');
    await expect.poll(() => installments.first().innerText()).toMatch(/Pagada/);
    expect(await installments.nth(1).innerText()).toMatch(/Pendiente/);

    await card.getByRole('button', { name: /^Pagos/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagos' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(`${formatBs(Number(loan.installmentBs))} Bs`);
    expect(text).toContain(voucher);
    expect(text).toContain(formatDay(businessDate()));
    expect(text).toContain('Aprobado');
    await expectNoSidewaysScroll();
  });
});
