import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { authorizationMessages, type Loan, type Role } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';

/**
 * Issue 30, four eyes: a Gerente with the rule on for write-offs asks for one and it only waits; a
 * second Gerente, in another browser, authorizes it from Autorizaciones; the loan is then Castigado.
 */
const PASSWORD = 'Gerente123!x';
const run = String(Date.now()).slice(-6);
// Letters only: the carrier's name finds its row.
const lastNames = `Cuatro Ojos ${run}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

let browser: Browser;
let token: string;
let loanId: number;
const managers: { email: string }[] = [];

const rules = (enabled: boolean) =>
  call('PUT', '/api/settings/authorizations', token, {
    rules: [{ action: 'loan.writeoff', enabled, threshold: null }],
  });

async function signedInManager(email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, '/backoffice/iniciar-sesion', email, PASSWORD);
  await page.waitForURL(/\/backoffice\/panel\//);
  return page;
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);
  const roles = (await call<Role[]>('GET', '/api/roles', token)).body;
  const gerente = roles.find((r) => r.name === 'Gerente')!;
  for (const [i, name] of ['Gabriela', 'Gustavo'].entries()) {
    const dni = `3${run}${i}`;
    const created = await call('POST', '/api/users', token, {
      firstNames: name,
      lastNames: 'Gerente',
      dni,
      phoneNumber: '04141234567',
      email: `gerente.${dni}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      roleIds: [gerente.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    managers.push({ email: `gerente.${dni}@example.com` });
  }
  const { affiliate } = await createCarrierAccount(token, 'Carrier123!x', { lastNames });
  await approvedLoan(token, affiliate.dni, 2400, {
    reasonForAdmission: `Cuatro ojos ${run}`,
    feeNumbers: 3,
    creditDays: 90,
  });
  const [loan] = (await call<Loan[]>('GET', `/api/loan?dni=${affiliate.dni}`, token)).body;
  loanId = loan!.id;
  expect((await rules(true)).status).toBe(200);
  browser = await launch();
});
// Journeys share the server: the next one finds write-offs as they were.
afterAll(async () => {
  await rules(false);
  await browser?.close();
});

const loanStatus = async () => (await call<Loan>('GET', `/api/loan/${loanId}`, token)).body.status;

describe('a write-off under four eyes', () => {
  it('waits when one Gerente asks, and takes effect when another authorizes it', async () => {
    const maker = await signedInManager(managers[0]!.email);
    await maker.goto(url(`/backoffice/panel/prestamos/${loanId}`));
    await maker.getByRole('button', { name: 'Castigar', exact: true }).click();
    const dialog = maker.getByRole('dialog');
    await dialog.getByLabel('Motivo').fill('Inubicable desde hace meses');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('button', { name: 'Castigar', exact: true }).click();
    await maker.getByText(authorizationMessages.waiting).waitFor();
    expect(await loanStatus()).toBe('Por pagar');

    const checker = await signedInManager(managers[1]!.email);
    await checker.getByRole('link', { name: /Autorizaciones/ }).click();
    await checker.waitForURL(url('/backoffice/panel/autorizaciones'));
    const row = checker.getByRole('row').filter({ hasText: lastNames });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Castigar préstamo');
    expect(await row.innerText()).toContain('Pendiente');
    await row.getByRole('button', { name: 'Autorizar' }).click();
    await checker.getByText(authorizationMessages.approved).waitFor();
    await expect.poll(() => row.innerText()).toContain('Autorizada');

    expect(await loanStatus()).toBe('Castigado');
    await maker.reload();
    await maker.getByText('Castigado').first().waitFor();
  });
});
