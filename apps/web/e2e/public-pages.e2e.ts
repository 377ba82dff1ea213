import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn, url } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('public pages', () => {
  it('shows a field error only after the field is left', async () => {
    const page = await newPage(browser);
    await page.goto(url('/backoffice/iniciar-sesion'));
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    const password = page.getByLabel('Contraseña').first();
    await password.fill('12345');
    expect(await page.getByText('El mínimo de caracteres es de 8').count()).toBe(0);
    await password.blur();
    await page.getByText('El mínimo de caracteres es de 8').waitFor();
    await page.getByText('¿Has olvidado tu contraseña?').waitFor();
  });

  it('answers an unknown route with Página no encontrada and a link home', async () => {
    const page = await newPage(browser);
    await page.goto(url('/esto/no/existe'));
    await page.getByText('Página no encontrada').waitFor();
    const home = page
      .getByRole('link')
      .filter({ hasText: /inicio/i })
      .first();
    await home.click();
    await page.waitForURL(url('/'));
  });

  it('a carrier signs in from the landing page, sees its panel and logs out to the landing', async () => {
    const page = await newPage(browser, 'phone');
    await signIn(page, '/', inject('carrierEmail'), inject('carrierPassword'));
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.getByText('Prestamos').first().waitFor();
    // A carrier cannot open the back-office.
    await page.goto(url('/backoffice/panel/tasas'));
    await page.waitForURL(url('/backoffice/iniciar-sesion'));
    await page.goto(url('/panel/mis-prestamos'));
    const logout = page.getByRole('button', { name: /cerrar sesión|salir/i }).first();
    if (!(await logout.isVisible()))
      await page
        .getByRole('button', { name: /menú|navegación|menu/i })
        .first()
        .click();
    await logout.click();
    await page.waitForURL(url('/'));
  });

  it('a wrong password shows the server error', async () => {
    const page = await newPage(browser);
    await signIn(page, '/backoffice/iniciar-sesion', inject('adminEmail'), 'Wrong1234!');
    await page.getByText('Correo o contraseña incorrectos.').first().waitFor();
    expect(page.url()).toBe(url('/backoffice/iniciar-sesion'));
  });
});
