import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPetro, messages, type PortfolioReport } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';

// Issue 30, "Lines": an administrator of one line sees only that line in Préstamos, Cobranza and
// Resumen, while the other line's loan is there for an administrator of every line.
const run = String(Date.now()).slice(-6);
let browser: Browser;
let token: string;
const lines: { id: number; name: string; dni: string }[] = [];
const limited = { email: `linea.${run}@example.com`, password: 'Linea123!x' };

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  await ensureRate(token);
  for (const side of ['Norte', 'Sur']) {
    const name = `Línea ${side} ${run}`;
    const org = await call<{ id: number }>('POST', '/api/organization', token, {
      name,
      type: 'Cooperativa',
      rif: `J${run}45${side.length}`,
      fiscalAddress: 'Av. Bolívar, Valencia',
      recordName: 'Registro Mercantil Tercero',
      recordDate: '2018-03-12',
      modalityServices: 'Taxi',
      recordNumber: '9',
      recordVolume: '4',
      recordInvoice: '12',
    });
    expect(org.status, JSON.stringify(org.body)).toBe(201);
    const { affiliate } = await createCarrierAccount(token, 'Linea123!x', { organization: org.body.id });
    await approvedLoan(token, affiliate.dni, 2000, {
      reasonForAdmission: `Líneas ${run}`,
      feeNumbers: 2,
      creditDays: 60,
    });
    lines.push({ id: org.body.id, name, dni: affiliate.dni });
  }
  const dni = `3${run}7`;
  const created = await call('POST', '/api/users', token, {
    firstNames: 'Luisa',
    lastNames: 'Norte',
    dni,
    phoneNumber: '04141234567',
    email: limited.email,
    password: limited.password,
    confirmPassword: limited.password,
    organizationIds: [lines[0]!.id],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(() => browser?.close());

async function signedInLimited(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, '/backoffice/iniciar-sesion', limited.email, limited.password);
  await page.waitForURL(url('/backoffice/panel/ingresos'));
  return page;
}

describe('an administrator of one line', () => {
  it('sees only his line in Préstamos, Cobranza and Resumen', async () => {
    const [own, other] = lines as [(typeof lines)[0], (typeof lines)[0]];
    const page = await signedInLimited();

    await page.goto(url(`/backoffice/panel/prestamos?cedula=${own.dni}`));
    await page.getByRole('cell', { name: own.dni }).first().waitFor();
    // The other line's loan is not found even by its cédula (an every-line administrator finds it).
    await page.goto(url(`/backoffice/panel/prestamos?cedula=${other.dni}`));
    await page.getByText(messages.emptyList).first().waitFor();
    const everyLine = await call<unknown[]>('GET', `/api/loan?dni=${other.dni}`, token);
    expect(everyLine.body).toHaveLength(1);

    // Cobranza's line selector offers his line only.
    await page.goto(url('/backoffice/panel/cobranza'));
    const options = page.getByLabel('Línea').locator('option');
    await expect.poll(() => options.allTextContents()).toContain(own.name);
    expect(await options.allTextContents()).not.toContain(other.name);

    // The Resumen adds up his line: the figure the API gives an every-line administrator for it.
    const ofLine = (
      await call<PortfolioReport>('GET', `/api/reports/portfolio?organization=${own.id}`, token)
    ).body;
    await page.goto(url('/backoffice/panel/resumen'));
    await expect
      .poll(() => page.getByRole('group', { name: 'Dinero en la calle', exact: true }).innerText())
      .toContain(formatPetro(ofLine.outstandingPetro));
    const table = page.getByRole('region', { name: 'Por línea' });
    await table.getByText(own.name).waitFor();
    expect(await table.getByText(other.name).count()).toBe(0);
    await page.close();
  });
});
