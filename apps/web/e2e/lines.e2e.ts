import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPetro, messages, type PortfolioReport } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';
import { organizationPayload } from '../../api/test/registry-payloads';
import { loanApprovedDaysAgo } from './server-database';

/**
 * Issue 30: an administrator of one line (organization) sees only that line, in Préstamos, Cobranza
 * and Resumen, and another line's loan page is as unknown to him as an id that does not exist.
 */
const run = String(Date.now()).slice(-6);
const PASSWORD = 'Linea123!x';

let browser: Browser;
let page: Page;
let token: string;
const line = {} as Record<'own' | 'other', { id: number; name: string; dni: string; loanId: number }>;

async function createLine(token: string, name: string) {
  const res = await call<{ id: number }>('POST', '/api/organization', token, organizationPayload({ name }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A line with one carrier whose loan, approved 40 days ago, has its first installment late. */
async function lineWithLateLoan(token: string, name: string) {
  const id = await createLine(token, name);
  const { affiliate } = await createCarrierAccount(token, PASSWORD, { organization: id });
  await approvedLoan(token, affiliate.dni, 1500, {
    reasonForAdmission: 'Frenos',
    feeNumbers: 3,
    creditDays: 90,
  });
  const [loan] = (await call<{ id: number }[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)).body;
  await loanApprovedDaysAgo(loan!.id, 40);
  return { id, name, dni: affiliate.dni, loanId: loan!.id };
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);
  line.own = await lineWithLateLoan(token, `Línea Propia ${run}`);
  line.other = await lineWithLateLoan(token, `Línea Ajena ${run}`);

  const roles = await call<{ id: number; name: string }[]>('GET', '/api/roles', token);
  const gerente = roles.body.find((r) => r.name === 'Gerente')!;
  const email = `gerente.linea.${run}@example.com`;
  const created = await call('POST', '/api/users', token, {
    firstNames: 'Gloria',
    lastNames: 'Gerente',
    dni: `4${run}1`,
    phoneNumber: '04141234567',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    roleIds: [gerente.id],
    organizationIds: [line.own.id],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  browser = await launch();
  page = await newPage(browser);
  await signIn(page, '/backoffice/iniciar-sesion', email, PASSWORD);
  await page.waitForURL((u) => u.pathname.startsWith('/backoffice/panel'));
});
afterAll(() => browser?.close());

/** Opens a list and waits for a row holding `text`: the page's own data, not a row still loading. */
async function rowWith(path: string, text: string) {
  await page.goto(url(path));
  const table = page.getByRole('main').getByRole('table').first();
  await table.getByText(text).first().waitFor();
  return (await table.textContent()) ?? '';
}

describe('an administrator limited to one line', () => {
  it('finds only his line’s loans in Préstamos', async () => {
    await rowWith(`/backoffice/panel/prestamos?cedula=${line.own.dni}`, line.own.dni);
    // His whole list, drawn (his loan in it), holds no loan of the other line.
    expect(await rowWith('/backoffice/panel/prestamos', line.own.dni)).not.toContain(line.other.dni);
    // Searched by its cédula, the other line's loan is not there either (an every-line administrator finds it).
    await page.goto(url(`/backoffice/panel/prestamos?cedula=${line.other.dni}`));
    await page.getByRole('main').getByText(messages.emptyList).first().waitFor();
    expect((await call<unknown[]>('GET', `/api/loan?dni=${line.other.dni}`, token)).body).toHaveLength(1);
  });

  it('works only his line’s late loans in Cobranza', async () => {
    // Row details (the line, the phone) fold away: the cédula search finds his line's loan, not the other's.
    await page.goto(url(`/backoffice/panel/cobranza?cedula=${line.own.dni}`));
    await page.getByRole('main').getByRole('table').getByText('Luisa Fernández').first().waitFor();
    await page.goto(url(`/backoffice/panel/cobranza?cedula=${line.other.dni}`));
    await page.getByRole('main').getByText(messages.emptyList).first().waitFor();
    const everyLine = await call<unknown[]>('GET', `/api/collections?dni=${line.other.dni}`, token);
    expect(everyLine.body).toHaveLength(1);
  });

  it('reads only his line in the Resumen, its totals his line’s', async () => {
    // The figure the API gives an administrator of every line for that line alone.
    const ofLine = (
      await call<PortfolioReport>('GET', `/api/reports/portfolio?organization=${line.own.id}`, token)
    ).body;
    await page.goto(url('/backoffice/panel/resumen'));
    await expect
      .poll(() => page.getByRole('group', { name: 'Dinero en la calle', exact: true }).innerText())
      .toContain(formatPetro(ofLine.outstandingPetro));
    const byLine = page.getByRole('region', { name: 'Por línea' });
    await byLine.getByText(line.own.name).waitFor();
    expect(await byLine.getByText(line.other.name).count()).toBe(0);
    const rows = byLine.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect((await rows.first().locator('td').nth(1).textContent())?.trim()).toBe('1');
  });

  it('finds another line’s loan page as unknown as a loan that does not exist', async () => {
    await page.goto(url(`/backoffice/panel/prestamos/${line.other.loanId}`));
    await page.getByText(messages.loanNotFound).waitFor();
    expect(await page.getByText(line.other.dni).count()).toBe(0);
  });
});
