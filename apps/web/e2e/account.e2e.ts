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

describe('the carrier account (mi cuenta)', () => {
  it('on a phone, the carrier changes its phone, then its e-mail through the link, and signs in with it', async () => {
    const { affiliate } = await createCarrierAccount(await adminToken(), 'MiCuenta123!');
    const page = await newPage(browser, 'phone');
    await page.goto(url('/#iniciar-sesion'));
    await signInAtLoginBox(page, affiliate.email, 'MiCuenta123!');
    await page.goto(url('/panel/mi-cuenta'));
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
    await page.getByText(affiliate.dni, { exact: true }).waitFor();

    const phone = page.getByLabel('Teléfono', { exact: true });
    await phone.fill('12345');
    await phone.blur();
    await page.getByText('El formato permitido es +580000000000').waitFor();
    await phone.fill('04149876543');
    const save = page.getByRole('button', { name: 'Guardar teléfono' });
    await save.click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Teléfono actualizado.' });
    await toast.waitFor();
    // On a phone the toast comes from the top: it never covers the button just pressed.
    const [t, b] = [(await toast.boundingBox())!, (await save.boundingBox())!];
    expect(t.y + t.height <= b.y || b.y + b.height <= t.y).toBe(true);
    await page.getByText('04149876543', { exact: true }).waitFor();

    const newEmail = `nuevo.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Nuevo correo').fill(newEmail);
    await page.getByRole('button', { name: 'Cambiar correo' }).click();
    await page.getByText(`Enviamos un enlace a ${newEmail}`).waitFor();
    // Nothing fits wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The link, as the person reads it in the message (quoted-printable soft breaks undone).
    const raw = await newestMailTo(newEmail, 'confirmar-correo');
    const token = /http:\/\/[^\s"<]+\/confirmar-correo\/([\w-]+)/.exec(raw)?.[1];
    expect(token).toBeDefined();
    // Opened from the new inbox: another browser, signed out.
    const inbox = await newPage(browser, 'phone');
    await inbox.goto(url(`/confirmar-correo/${token}`));
    await inbox.getByText('Correo actualizado. Desde ahora inicias sesión con tu nuevo correo.').waitFor();
    await inbox.getByRole('link', { name: 'Iniciar sesión como transportista' }).click();
    await signInAtLoginBox(inbox, newEmail, 'MiCuenta123!');

    // The link works once.
    const again = await newPage(browser, 'phone');
    await again.goto(url(`/confirmar-correo/${token}`));
    await again.getByText(/El enlace no es válido o ya venció/).waitFor();
  });
});
