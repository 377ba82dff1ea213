import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, createAffiliate } from './admin-api';
import { launch, newPage, signInAsAdministrator, signInAtLoginBox, url } from './browser';

/** The rate this journey registers, and what the rule and the request are worth at it. */
const RATE = 40;
const RULE_BS = 500; // 12.5 ₽ per installment at 40 Bs/₽
const REQUESTED_BS = 2600; // 65 ₽ at 40 Bs/₽

interface Applicant {
  dni: string;
  email: string;
  name: string;
  requestId: number;
}

let browser: Browser;
let page: Page;
let headers: Record<string, string>;
let approved: Applicant;
let rejected: Applicant;

let token: string;

/** An administrator's bearer headers, for the setup calls the UI under test does not make. */
async function adminHeaders(): Promise<Record<string, string>> {
  token = await adminToken();
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** A fresh active affiliate (through the admin API) who then applies publicly, as on the landing page. */
async function applicant(firstNames: string, lastNames: string): Promise<Applicant> {
  const { dni, email } = await createAffiliate(token, { firstNames, lastNames });
  const applied = await apply(dni, REQUESTED_BS);
  expect(applied.status).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  return { dni, email, name: `${firstNames} ${lastNames}`, requestId: id };
}

/** The landing page's application call: no session, the cédula and the amount in Bs. */
const apply = (dni: string, amount: number) =>
  fetch(url('/api/request-carrier'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dni, amount }),
  });

/** The .eml bodies are quoted-printable UTF-8: soft line breaks and =XX bytes. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function requestStatus(id: number): Promise<string> {
  const res = await fetch(url(`/api/request-carrier/${id}`), { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/** The list row of a request, found by filtering the list by its cédula as an admin would. */
async function filterByDni(dni: string) {
  await page.goto(url('/backoffice/panel/solicitudes'));
  await page.getByPlaceholder('Buscar por cédula').fill(dni);
  await page.waitForURL(url(`/backoffice/panel/solicitudes?cedula=${dni}`));
  const row = page.getByRole('row').filter({ hasText: dni });
  await row.waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  return row;
}

async function choose(row: Locator, status: string) {
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

beforeAll(async () => {
  headers = await adminHeaders();
  // This journey's own rate: the newest one, whatever other journeys registered before.
  const rate = await fetch(url('/api/prices/'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: RATE }),
  });
  expect(rate.status).toBe(201);
  approved = await applicant('Ramón', 'Villegas');
  rejected = await applicant('Gustavo', 'Linares');

  browser = await launch();
  page = await newPage(browser);
  await signInAsAdministrator(page);
});
afterAll(() => browser?.close());

describe('an administrator approves a credit request into a loan', () => {
  it('registers an installment rule in Bs and sees it listed in ₽ and Bs', async () => {
    await page.goto(url('/backoffice/panel/reglas'));
    await page.getByRole('heading', { name: 'Reglas de cuota' }).waitFor();
    await page.getByRole('link', { name: 'Agregar' }).click();
    await page.waitForURL(url('/backoffice/panel/agregar-regla'));
    const amount = page.getByRole('textbox', { name: /Monto/ });
    await amount.fill('0');
    await amount.blur();
    await page.getByText('Solo cifras positivas.').waitFor();
    await amount.fill(String(RULE_BS));
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(url('/backoffice/panel/reglas'));
    await page.getByText('Regla registrada.').first().waitFor();
    // Newest first: 500 Bs at 40 Bs/₽ is stored as 12.5 ₽ and shown back as 500,00 Bs.
    const newest = page.getByRole('row').nth(1);
    await expect.poll(() => newest.innerText()).toMatch(/12,5000\s+500,00/);
  });

  it('registers a regular interest and sees it listed', async () => {
    await page.goto(url('/backoffice/panel/intereses'));
    await page.getByRole('link', { name: 'Agregar' }).click();
    await page.waitForURL(url('/backoffice/panel/agregar-interes'));
    const amount = page.getByRole('textbox', { name: /Interés/ });
    await amount.fill('150');
    await amount.blur();
    await page.getByText('La cifra máxima permitida es de 100%').waitFor();
    await amount.fill('10');
    expect(await page.getByRole('checkbox', { name: 'Interés para morosos' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(url('/backoffice/panel/intereses'));
    await page.getByText('Interés registrado.').first().waitFor();
    await page.getByRole('columnheader', { name: 'Interés para morosos' }).waitFor();
    const newest = page.getByRole('row').nth(1);
    await expect.poll(() => newest.innerText()).toMatch(/\b10\s+No$/);
  });

  it('choosing Aprobado opens the loan registration with the proposal, and leaves the row as it was', async () => {
    const row = await filterByDni(approved.dni);
    // Exact: the row's detail button cell is named 'Ver detalles de <name>, <date>'.
    await row.getByRole('cell', { name: approved.name, exact: true }).waitFor();
    // 2600 Bs at 40 Bs/₽ → 65 ₽; the Bs column is that ₽ at the current rate.
    await row.getByRole('cell', { name: '65,0000', exact: true }).waitFor();
    await row.getByRole('cell', { name: '2.600,00', exact: true }).waitFor();

    await choose(row, 'Aprobado');
    const dialog = page.getByRole('dialog', { name: 'Registrar préstamo' });
    await dialog.waitFor();
    expect(await row.getByRole('combobox').inputValue()).toBe('Por revisar');
    // 65 ₽ × 40 = 2600 Bs; 2600 ÷ (12.5 ₽ × 40) = 5.2 → 6 installments of 30 days.
    const field = (name: RegExp) => dialog.getByRole('textbox', { name });
    await expect.poll(() => field(/Monto a otorgar/).inputValue()).toBe('2.600,00');
    await dialog.getByText('Se registrará: 2.600,00 Bs').waitFor();
    expect(await field(/Número de cuotas/).inputValue()).toBe('6');
    expect(await field(/Días de crédito/).inputValue()).toBe('180');

    // The admin changes the amount: installments and days follow it.
    await field(/Monto a otorgar/).fill('2.400');
    expect(await field(/Número de cuotas/).inputValue()).toBe('5');
    expect(await field(/Días de crédito/).inputValue()).toBe('150');

    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await dialog.getByText('Requerido.').waitFor();
    expect(await row.getByRole('combobox').inputValue()).toBe('Por revisar');
  });

  it('submitting registers the loan: toast, the row becomes Aprobado and its selector locks', async () => {
    const dialog = page.getByRole('dialog', { name: 'Registrar préstamo' });
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Cambio de cauchos y frenos');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Solicitud aprobada.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const selector = page.getByRole('row').filter({ hasText: approved.dni }).getByRole('combobox');
    await expect.poll(() => selector.inputValue()).toBe('Aprobado');
    expect(await selector.isDisabled()).toBe(true);
  });

  it('the server holds the decision: the request is Aprobado and the applicant has a loan to pay', async () => {
    expect(await requestStatus(approved.requestId)).toBe('Aprobado');
    const again = await apply(approved.dni, 100);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'Tienes un préstamo por pagar.' });
  });

  it('e-mails the applicant the approval with the loan it registered', async () => {
    const mailDir = join(inject('dataDir'), 'mail');
    const approvals = () =>
      readdirSync(mailDir)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => decodeQuotedPrintable(readFileSync(join(mailDir, name), 'utf8')))
        .filter((mail) => mail.includes(`To: ${approved.email}`) && mail.includes('fue aprobada'));
    await expect.poll(() => approvals().length, { timeout: 10_000 }).toBe(1);
    expect(approvals()[0]).toContain('Cuotas: 5');
    expect(approvals()[0]).toContain('Días de crédito: 150');
  });

  it("the applicant creates its password from the e-mail's link, lands on the landing's login box and signs in", async () => {
    const mail = readdirSync(join(inject('dataDir'), 'mail'))
      .map((name) => decodeQuotedPrintable(readFileSync(join(inject('dataDir'), 'mail', name), 'utf8')))
      .find((m) => m.includes(`To: ${approved.email}`) && m.includes('fue aprobada'))!;
    const link = /Crear mi contraseña:\r?\n(http:\/\/\S+\/recuperar-contraseña)/.exec(mail);
    expect(link).not.toBeNull();
    // The e-mail says where to sign in afterwards: the carrier's login box, not the back-office.
    expect(mail).toMatch(/Después, inicia sesión aquí:\r?\nhttp:\/\/\S+\/#iniciar-sesion\r?\n/);

    const carrier = await newPage(browser, 'phone');
    await carrier.goto(link![1]!.replace(/^http:\/\/[^/]+/, url('')));
    await carrier.getByRole('link', { name: 'Iniciar sesión como transportista' }).waitFor();
    await carrier.getByLabel('Nueva contraseña', { exact: true }).fill('Aprobado123!');
    await carrier.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await carrier.getByText('Cambio de contraseña exitoso.').first().waitFor();
    await signInAtLoginBox(carrier, approved.email, 'Aprobado123!');
    await carrier.getByRole('article', { name: /^Préstamo del/ }).waitFor();
    await carrier.context().close();
  });
});

describe('an administrator rejects a credit request', () => {
  it('choosing Rechazado sends it at once: toast, the row shows Rechazado, locked', async () => {
    const row = await filterByDni(rejected.dni);
    await choose(row, 'Rechazado');
    await page.getByText('Solicitud rechazada.').first().waitFor();
    const selector = row.getByRole('combobox');
    await expect.poll(() => selector.inputValue()).toBe('Rechazado');
    expect(await selector.isDisabled()).toBe(true);
    expect(await requestStatus(rejected.requestId)).toBe('Rechazado');
  });

  it("the Rechazado filter (sent as 'Denegado') lists it", async () => {
    await page.goto(url(`/backoffice/panel/solicitudes?cedula=${rejected.dni}`));
    await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
    await page.getByRole('option', { name: 'Rechazado', exact: true }).click();
    await page.waitForURL(/estado=Rechazado/);
    await page.getByRole('row').filter({ hasText: rejected.dni }).waitFor();
    await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
    await page.getByRole('option', { name: 'Aprobado', exact: true }).click();
    await page.getByText('No hay datos para mostrar.').waitFor();
  });
});
