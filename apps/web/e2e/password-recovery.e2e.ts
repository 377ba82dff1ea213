import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, createCarrierAccount } from './admin-api';
import { launch, newPage, signInAtLoginBox, url } from './browser';
import { newestMailTo } from './mail-files';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('password recovery', () => {
  it('a carrier asks for a link, reads it in the e-mail, sets a new password and signs in', async () => {
    const { affiliate } = await createCarrierAccount(await adminToken(), 'Olvidada123!');
    const page = await newPage(browser, 'phone');
    await page.goto(url('/'));
    await page.getByText('¿Has olvidado tu contraseña?').first().click();
    await page.waitForURL(url('/olvide-mi-contraseña'));
    const email = page.getByLabel('Email');
    await email.fill('corto');
    await email.blur();
    await page.getByText('Correo electrónico inválido').waitFor();
    await email.fill(affiliate.email);
    await page.getByRole('button', { name: 'Solicitar nueva contraseña' }).click();
    await page
      .getByText('Si el correo está registrado, te enviamos un enlace para cambiar tu contraseña.')
      .first()
      .waitFor();

    // The link, as the person reads it in the message (quoted-printable soft breaks undone).
    const raw = await newestMailTo(affiliate.email, 'recuperar-contrase');
    const link = /(http:\/\/[^\s"<]+\/([\w-]+)\/recuperar-contrase(?:ñ|=C3=B1|%C3%B1)a)/.exec(raw);
    expect(link).not.toBeNull();
    // Then it signs in where carriers do, the landing's login box; never the back-office.
    expect(raw).toMatch(/http:\/\/[^\s"<]+\/#iniciar-sesion/);
    expect(raw).not.toContain('backoffice');
    await page.goto(url(`/${link![2]}/recuperar-contraseña`));
    await page.getByRole('link', { name: 'Iniciar sesión como transportista' }).waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar sesión como administrador' }).count()).toBe(0);
    const password = page.getByLabel('Nueva contraseña', { exact: true });
    await password.fill('debil');
    await password.blur();
    await page.getByText(/La contraseña debe contener al menos 8 caracteres/).waitFor();
    await password.fill('Recuperada1!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Cambio de contraseña exitoso.').first().waitFor();
    await signInAtLoginBox(page, affiliate.email, 'Recuperada1!');
  });

  it('the link of a used or unknown token says so in Spanish and offers a new one', async () => {
    const page = await newPage(browser);
    await page.goto(url(`/${'x'.repeat(43)}/recuperar-contraseña`));
    await page.getByText('El enlace no es válido o ya expiró.').waitFor();
    expect(await page.getByLabel('Nueva contraseña', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Solicitar un enlace nuevo' }).click();
    await page.waitForURL(url('/olvide-mi-contraseña'));
  });

  it("'Volver' goes back one page", async () => {
    const page = await newPage(browser);
    await page.goto(url('/backoffice/iniciar-sesion'));
    await page.getByText('¿Has olvidado tu contraseña?').click();
    await page.waitForURL(url('/olvide-mi-contraseña'));
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL(url('/backoffice/iniciar-sesion'));
  });
});
