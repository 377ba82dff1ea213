import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, createAffiliate } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';
import { readRowDetail } from './row-detail';

// Other journeys share this server and its database: every record made here is unique to the run.
const run = String(Date.now()).slice(-7);
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser);
  await signInAsAdministrator(admin);
});
afterAll(() => browser?.close());

/** The row of a list that holds the given text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('an administrator manages administrators', () => {
  const email = `gestor.${run}@prestamos.test`;
  const password = 'Gestor123!x';

  it('creates one through the form; a mismatched confirmation shows its error once the field is left', async () => {
    await admin.goto(url('/backoffice/panel/usuarios'));
    await admin.getByRole('heading', { name: 'Administradores' }).waitFor();
    await admin.getByRole('link', { name: 'Agregar' }).click();
    await admin.waitForURL(url('/backoffice/panel/agregar-nuevo-usuario'));

    await admin.getByLabel('Nombres').fill('Gestor');
    await admin.getByLabel('Apellidos').fill('Prueba');
    await admin.getByLabel('Cédula').fill(digits(8));
    await admin.getByLabel('Correo').fill(email);
    await admin.getByLabel('Teléfono').fill(`0412${digits(7)}`);
    await admin.getByLabel('Contraseña', { exact: true }).fill(password);
    const confirm = admin.getByLabel('Confirmar contraseña');
    await confirm.fill('Gestor123!y');
    expect(await admin.getByText('Las contraseñas no coinciden').count()).toBe(0);
    await confirm.blur();
    await admin.getByText('Las contraseñas no coinciden').waitFor();

    await confirm.fill(password);
    await admin.getByText('Las contraseñas no coinciden').waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Registrar' }).click();
    await admin.waitForURL(url('/backoffice/panel/usuarios'));
    await admin.getByText('Administrador creado.').first().waitFor();
    await row(admin, email).waitFor();
  });

  it('the new administrator can sign in', async () => {
    const page = await newPage(browser);
    await signIn(page, '/backoffice/iniciar-sesion', email, password);
    await page.waitForURL(url('/backoffice/panel/ingresos'));
    await page.context().close();
  });

  it("'Cancelar' keeps the row; 'Eliminar' in the dialog deletes it", async () => {
    await admin.goto(url('/backoffice/panel/usuarios'));
    const dialog = admin.getByRole('dialog');

    await row(admin, email)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await dialog.getByText(/Quieres eliminar este administrador Gestor/).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(admin, email).waitFor();

    await row(admin, email)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByText('Administrador eliminado.').first().waitFor();
    await row(admin, email).waitFor({ state: 'detached' });
  });

  it("offers no delete on one's own row", async () => {
    const own = row(admin, inject('adminEmail'));
    expect(await own.getByRole('button', { name: /^Eliminar/ }).isDisabled()).toBe(true);
  });
});

describe('an administrator manages carrier accounts', () => {
  const firstNames = 'Carmen';
  const lastNames = 'Villalobos';
  const name = `${firstNames} ${lastNames}`;
  const dni = `3${digits(7)}`;
  const email = `transportista.${run}@example.com`;
  const password = 'Moto2024!a';
  const newPassword = 'Moto2025!b';

  beforeAll(async () => {
    await createAffiliate(await adminToken(), {
      firstNames,
      lastNames,
      dni,
      rif: `V${dni.padStart(9, '0')}`,
      email,
    });
  });

  it('opens the account of an affiliate picked in the searchable select', async () => {
    await admin.goto(url('/backoffice/panel/transportistas'));
    await admin.getByRole('heading', { name: 'Transportistas' }).waitFor();
    await admin.getByRole('link', { name: 'Agregar' }).click();
    await admin.waitForURL(url('/backoffice/panel/agregar-nuevo-transportista'));

    const picker = admin.getByRole('combobox', { name: 'Afiliado' });
    await picker.fill(dni.slice(0, 6));
    await admin.getByRole('option', { name: new RegExp(`${name} · ${dni}`) }).click();
    // The affiliate's cédula and names fill in, read-only.
    await expect.poll(() => admin.getByLabel('Cédula').inputValue()).toBe(dni);
    expect(await admin.getByLabel('Nombres').inputValue()).toBe(firstNames);
    expect(await admin.getByLabel('Apellidos').inputValue()).toBe(lastNames);
    expect(await admin.getByLabel('Cédula').getAttribute('readonly')).not.toBeNull();

    const passwordInput = admin.getByLabel('Contraseña', { exact: true });
    await passwordInput.fill('corta');
    await passwordInput.blur();
    await admin.getByText(/La contraseña debe contener al menos 8 caracteres/).waitFor();
    await passwordInput.fill(password);
    await admin.getByRole('button', { name: 'Registrar' }).click();
    await admin.waitForURL(url('/backoffice/panel/transportistas'));
    await admin.getByText('Transportista creado.').first().waitFor();
    const carrier = row(admin, dni);
    await carrier.waitFor();
    // The password column (always masked) is in the row's detail (decision 15).
    expect((await readRowDetail(carrier)).Contraseña).toBe('********');
  });

  it('filters the list by cédula', async () => {
    await admin.getByPlaceholder('Buscar por cédula').fill(dni);
    await admin.waitForURL(url(`/backoffice/panel/transportistas?cedula=${dni}`));
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await row(admin, dni).waitFor();
  });

  it('the carrier signs in on the landing page with that password', async () => {
    const page = await newPage(browser, 'phone');
    await signIn(page, '/', email, password);
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.context().close();
  });

  it('the administrator changes its password; the new one signs in', async () => {
    await admin.goto(url('/backoffice/panel/transportistas'));
    await row(admin, dni)
      .getByRole('link', { name: /^Editar/ })
      .click();
    await admin.waitForURL(/\/backoffice\/panel\/editar-transportista\/\d+$/);
    await expect.poll(() => admin.getByLabel('Cédula').inputValue()).toBe(dni);
    await admin.getByLabel('Nueva contraseña').fill(newPassword);
    await admin.getByRole('button', { name: 'Editar' }).click();
    await admin.waitForURL(url('/backoffice/panel/transportistas'));
    await admin.getByText('Se cambio la clave exitosamente.').first().waitFor();

    const page = await newPage(browser);
    await signIn(page, '/', email, newPassword);
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.context().close();
  });

  it("deletes it through the dialog, after a 'Cancelar' that keeps it", async () => {
    const dialog = admin.getByRole('dialog');
    await row(admin, dni)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await dialog.getByText(`Quieres eliminar este transportista ${name}`).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(admin, dni).waitFor();

    await row(admin, dni)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByText('Transportista eliminado.').first().waitFor();
    await row(admin, dni).waitFor({ state: 'detached' });
  });
});
