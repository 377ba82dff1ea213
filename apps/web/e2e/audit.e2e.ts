import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { businessDate, formatDay } from '@app/domain';
import { launch, newPage, signInAsAdministrator, url } from './browser';

// Other journeys share this server: this one's records carry a name no other uses.
const run = String(Date.now()).slice(-6);
const email = `auditado.${run}@prestamos.test`;
const password = 'Audita123!x';

let browser: Browser;
let admin: Page;
let adminId = 0;

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser);
  await signInAsAdministrator(admin);
});
afterAll(() => browser?.close());

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the audit trail shows what an administrator did', () => {
  it('creates, edits and deletes an administrator through the screens', async () => {
    await admin.goto(url('/backoffice/panel/agregar-nuevo-usuario'));
    await admin.getByLabel('Nombres').fill('Auditado');
    await admin.getByLabel('Apellidos').fill('Original');
    await admin.getByLabel('Cédula').fill(`9${run}`);
    await admin.getByLabel('Correo').fill(email);
    await admin.getByLabel('Teléfono').fill(`0414${run}0`);
    await admin.getByLabel('Contraseña', { exact: true }).fill(password);
    await admin.getByLabel('Confirmar contraseña').fill(password);
    await admin.getByRole('button', { name: 'Registrar' }).click();
    await admin.getByText('Administrador creado.').first().waitFor();

    await row(admin, email)
      .getByRole('link', { name: /^Editar/ })
      .click();
    await admin.waitForURL(/\/backoffice\/panel\/editar-usuario\/\d+$/);
    adminId = Number(admin.url().split('/').pop());
    await expect.poll(() => admin.getByLabel('Apellidos').inputValue()).toBe('Original');
    await admin.getByLabel('Apellidos').fill('Corregido');
    await admin.getByRole('button', { name: 'Editar' }).click();
    await admin.getByText('Administrador editado.').first().waitFor();

    await row(admin, email)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByText('Administrador eliminado.').first().waitFor();
  });

  it('lists those actions, newest first, filtered by day, administrator and kind of record', async () => {
    await admin.getByRole('link', { name: 'Auditoría' }).click();
    await admin.waitForURL(url('/backoffice/panel/auditoria'));
    await admin.getByRole('heading', { name: 'Auditoría' }).waitFor();

    const today = businessDate();
    await admin.getByLabel('Desde', { exact: true }).fill(formatDay(today));
    await admin.getByLabel('Hasta', { exact: true }).fill(formatDay(today));
    await admin.getByRole('combobox', { name: 'Tipo de registro' }).selectOption({ label: 'Administrador' });
    // The seeded administrator, who signed in above, did all of it.
    await admin
      .getByRole('combobox', { name: 'Administrador', exact: true })
      .selectOption({ label: 'Administrador Principal' });
    await admin.waitForURL(/tipo=administrator/);

    const record = `Administrador #${adminId}`;
    const rows = admin.getByRole('row').filter({ hasText: record });
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).innerText()).toContain('Eliminación');
    expect(await rows.nth(1).innerText()).toContain('Edición');
    expect(await rows.nth(2).innerText()).toContain('Creación');
    for (let i = 0; i < 3; i++)
      expect(await rows.nth(i).innerText()).toContain(today.split('-').reverse().join('/'));

    // The edit opens its before and after.
    await rows.nth(1).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Original').waitFor();
    await dialog.getByText('Corregido').waitFor();
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Nothing from before today.
    await admin.getByLabel('Hasta', { exact: true }).fill('01/01/2020');
    await admin.getByLabel('Desde', { exact: true }).fill('01/01/2020');
    await rows.first().waitFor({ state: 'detached' });
  });
});
