import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { businessDate } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';

// Other journeys share this server and its database: every record made here is unique to the run.
const run = String(Date.now()).slice(-6);
const PASSWORD = 'Cajero123!x';
const voucherCode = `8${run}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

let browser: Browser;
let page: Page;
let cashier: { email: string; token: string };
let carrier: { dni: string; loanId: number };

/** An administrator holding only the built-in "Cajero" role (payments.decide, books.write). */
async function createCashier(token: string) {
  const roles = await call<{ id: number; name: string }[]>('GET', '/api/roles', token);
  const role = roles.body.find((r) => r.name === 'Cajero');
  expect(role, JSON.stringify(roles.body)).toBeDefined();
  const dni = `3${run}2`;
  const email = `cajero.${dni}@example.com`;
  const created = await call('POST', '/api/users', token, {
    firstNames: 'Carmen',
    lastNames: 'Cajera',
    dni,
    phoneNumber: '04141234567',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    roleIds: [role!.id],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await call<{ access_token: string }>('POST', '/api/auth/administrator/login', undefined, {
    email,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  return { email, token: login.body.access_token };
}

beforeAll(async () => {
  const token = await adminToken();
  await ensureRate(token);
  cashier = await createCashier(token);

  // A carrier with a loan, who reports a payment from his panel (here through its API).
  const { affiliate } = await createCarrierAccount(token, PASSWORD);
  await approvedLoan(token, affiliate.dni, 1200, {
    reasonForAdmission: 'Cauchos nuevos',
    feeNumbers: 3,
    creditDays: 90,
  });
  const [loan] = (await call<{ id: number }[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)).body;
  carrier = { dni: affiliate.dni, loanId: loan!.id };
  const login = await call<{ access_token: string }>('POST', '/api/auth/carrier/login', undefined, {
    email: affiliate.email,
    password: PASSWORD,
  });
  const reported = await call('POST', '/api/payment', login.body.access_token, {
    amount: 100,
    date: businessDate(),
    voucherCode,
    loan: carrier.loanId,
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(201);

  browser = await launch();
  page = await newPage(browser);
  await signIn(page, '/backoffice/iniciar-sesion', cashier.email, PASSWORD);
  await page.waitForURL(url('/backoffice/panel/ingresos'));
});
afterAll(() => browser?.close());

describe('an administrator with only the Cajero role', () => {
  it('approves a reported payment from Pagos', async () => {
    await page.goto(url(`/backoffice/panel/pagos?cedula=${carrier.dni}`));
    const row = page.getByRole('row').filter({ hasText: voucherCode });
    await row.waitFor();
    const selector = row.getByRole('combobox');
    expect(await selector.inputValue()).toBe('Por revisar');
    await selector.click();
    await page.getByRole('option', { name: 'Aprobado', exact: true }).click();
    await page.getByRole('dialog', { name: 'Aprobar pago' }).getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Se cambio el estado exitosamente.').first().waitFor();
    await expect.poll(() => selector.inputValue()).toBe('Aprobado');
  });

  it("sees the loan's page without Castigar or Reprogramar, and the API refuses a write-off too", async () => {
    await page.goto(url(`/backoffice/panel/prestamos/${carrier.loanId}`));
    await page.getByRole('heading', { name: `Préstamo N° ${carrier.loanId}` }).waitFor();
    await page.getByRole('button', { name: 'Estado de cuenta' }).waitFor();
    expect(await page.getByRole('button', { name: 'Castigar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reprogramar' }).count()).toBe(0);
    // His sidebar leaves out what his role may not open.
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('link', { name: 'Pagos' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Administradores' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Auditoría' }).count()).toBe(0);

    const refused = await call('POST', `/api/loan/${carrier.loanId}/write-off`, cashier.token, {
      reason: 'Inubicable',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ permission: 'loans.writeoff' });
  });

  it('is told a section his role does not allow needs a permission, when he types its URL', async () => {
    await page.goto(url('/backoffice/panel/auditoria'));
    await page.getByText('No tiene permiso para esta sección.').waitFor();
    await page.goto(url('/backoffice/panel/usuarios'));
    await page.getByText('No tiene permiso para esta sección.').waitFor();
  });
});
