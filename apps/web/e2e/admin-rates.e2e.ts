import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signInAsAdministrator, url } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
});
afterAll(() => browser?.close());

describe('an administrator registers a rate', () => {
  it('signs in and lands on ingresos, with the current rate in the top bar', async () => {
    await signInAsAdministrator(page);
    await expect.poll(() => page.getByText('Inicio de sesión exitoso.').count()).toBeGreaterThan(0);
    await page
      .getByText(/1 ₽ = [\d.,]+ bs/)
      .first()
      .waitFor();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(session.user.type).toBe('Administrator');
    expect(session.access_token).toBeTruthy();
    expect(session.refresh).toBeTruthy();
  });

  it('shows every sidebar item, the Finanzas group included', async () => {
    for (const item of [
      'Administradores',
      'Organizaciones',
      'Afiliados',
      'Transportistas',
      'Pagos',
      'Prestamos',
      'Solicitudes',
      'Finanzas',
    ]) {
      await page
        .getByRole('link', { name: item, exact: true })
        .or(page.getByText(item, { exact: true }))
        .first()
        .waitFor();
    }
  });

  it('the rate modal refuses a bad amount, then registers one and the top bar changes at once', async () => {
    await page
      .getByText(/1 ₽ = [\d.,]+ bs/)
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const input = dialog.getByRole('textbox').first();
    await input.fill('0');
    await input.blur();
    await dialog.getByText('Formato incorrecto.').waitFor();

    await input.fill('36,57');
    await dialog.getByText('Se registrará: 1 ₽ = 36,57 Bs').waitFor();
    await dialog
      .getByRole('button')
      .filter({ hasText: /registrar|guardar|agregar|aceptar/i })
      .first()
      .click();
    await page.getByText('Tasa registrada.').first().waitFor();
    await page
      .getByText(/1 ₽ = 36,57 bs/)
      .first()
      .waitFor();
  });

  it('lists the rate in Tasas registradas', async () => {
    await page.goto(url('/backoffice/panel/tasas'));
    await page.getByText('Tasas registradas').first().waitFor();
    await page.getByRole('cell', { name: '36,57', exact: true }).first().waitFor();
  });

  it('registers another rate from the agregar-tasa form and returns to the list', async () => {
    await page.goto(url('/backoffice/panel/agregar-tasa'));
    const input = page.getByRole('textbox').first();
    await input.fill('-4');
    await input.blur();
    await page.getByText('Solo cifras positivas.').waitFor();
    await input.fill('40,253');
    await page
      .getByRole('button')
      .filter({ hasText: /registrar|guardar|agregar/i })
      .first()
      .click();
    await page.waitForURL(url('/backoffice/panel/tasas'));
    await page.getByText('Tasa registrada.').first().waitFor();
    await page.getByRole('cell', { name: '40,253', exact: true }).first().waitFor();
    await page
      .getByText(/1 ₽ = 40,253 bs/)
      .first()
      .waitFor();
  });

  it('redirects the login page to the panel while signed in, and logout returns to the login', async () => {
    await page.goto(url('/backoffice/iniciar-sesion'));
    await page.waitForURL(url('/backoffice/panel/ingresos'));
    await page
      .getByRole('button', { name: /cerrar sesión|salir/i })
      .first()
      .click();
    await page.waitForURL(url('/backoffice/iniciar-sesion'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto(url('/backoffice/panel/tasas'));
    await page.waitForURL(url('/backoffice/iniciar-sesion'));
  });
});
