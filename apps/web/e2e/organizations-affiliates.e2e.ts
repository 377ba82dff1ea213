import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signInAsAdministrator, url } from './browser';
import { readRowDetail } from './row-detail';

let browser: Browser;
let page: Page;

// Names no other journey uses: every e2e file shares one server and database.
const organization = 'Cooperativa Los Samanes';
const emptyOrganization = 'Asociación Sin Afiliados';
const dni = '27182818';
const seededDni = '12345678';
const affiliateName = 'Carmen Elena Rivas Mora';
// The spec's prompt, verbatim ('este' for all four kinds of record).
const organizationPrompt = 'Quieres eliminar este organización';

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await signInAsAdministrator(page);
});
afterAll(() => browser?.close());

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Picks an option of a native select, or of a Mantine Select (typing first when searchable). */
async function choose(name: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name, exact: true });
  if ((await input.evaluate((el) => el.tagName)) === 'SELECT') {
    await input.selectOption({ label: option });
    return;
  }
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addOrganization(name: string) {
  await page.goto(url('/backoffice/panel/organizaciones'));
  await page.getByRole('link', { name: 'Agregar' }).click();
  await page.waitForURL(url('/backoffice/panel/agregar-nueva-organizacion'));
  await textbox('Nombre').fill(name);
  await choose('Tipo', 'Cooperativa');
  await textbox('RIF').fill('J987654321');
  await textbox('Dirección fiscal').fill('Av. Los Samanes, Valencia');
  await textbox('Nombre del registro').fill('Registro Mercantil Segundo de Carabobo');
  await page.getByLabel('Fecha de registro').fill('20/06/2019');
  await textbox('Modalidad de servicios').fill('Taxi y mototaxi');
  await textbox('Número de registro').fill('27');
  await textbox('Tomo').fill('4-A');
  await textbox('Folio').fill('112');
  await textbox('Número de asociados').fill('35');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.waitForURL(url('/backoffice/panel/organizaciones'));
  await page.getByText('Organización registrada.').first().waitFor();
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

/** Opens the row's delete dialog and checks the spec's prompt with the record's name. */
async function openDelete(prompt: string, name: string) {
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`${prompt} ${name}`).waitFor();
  return dialog;
}

async function confirmDelete(prompt: string, name: string) {
  const dialog = await openDelete(prompt, name);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('an administrator manages organizations and affiliates', () => {
  it('registers an organization through the form, with errors only under touched fields', async () => {
    await page.goto(url('/backoffice/panel/agregar-nueva-organizacion'));
    await textbox('RIF').fill('J123');
    expect(
      await page.getByText('RIF inválido, empieza con la letra mayúscula seguida 9 números').count(),
    ).toBe(0);
    await textbox('RIF').blur();
    await page.getByText('RIF inválido, empieza con la letra mayúscula seguida 9 números').waitFor();
    // Nothing else was touched: no 'Requerido.' yet.
    expect(await page.getByText('Requerido.').count()).toBe(0);

    await addOrganization(organization);
    // The registration date is a calendar day: shown as entered, not a day earlier (in the row's detail).
    const row = page.getByRole('row').filter({ hasText: organization });
    expect((await readRowDetail(row))['Fecha de registro']).toBe('20/06/2019');
  });

  it('registers an affiliate in it; the cédula error shows only after the field is left', async () => {
    await page.goto(url('/backoffice/panel/afiliados'));
    await page.getByRole('link', { name: 'Agregar' }).click();
    await page.waitForURL(url('/backoffice/panel/agregar-nuevo-afiliado'));
    await page.getByRole('heading', { name: 'Datos Personales' }).waitFor();
    await page.getByRole('heading', { name: 'Datos Del Vehículo' }).waitFor();

    await textbox('Cédula').fill('123');
    expect(await page.getByText('La cédula no es válida').count()).toBe(0);
    await textbox('Cédula').blur();
    await page.getByText('La cédula no es válida').waitFor();

    await textbox('Nombres').fill('Carmen Elena');
    await textbox('Apellidos').fill('Rivas Mora');
    // The seeded carrier's cédula: the server refuses it and the message lands under the field.
    await textbox('Cédula').fill(seededDni);
    await textbox('RIF').fill('V271828180');
    await textbox('Correo').fill('carmen.rivas@example.com');
    await textbox('Teléfono').fill('04241234567');
    await textbox('Dirección de habitación').fill('Urb. La Viña, calle 4, Valencia');
    await page.getByLabel('Fecha de nacimiento').fill('12/09/1985');
    await choose('Género', 'Femenino');
    await textbox('Municipio').fill('Valencia');
    await choose('Organización', organization, 'Samanes');
    await choose('Tipo de servicio', 'Taxi');
    await choose('Tipo de vehículo', 'Sedan');
    await choose('Marca', 'Chevrolet', 'chev');
    await textbox('Modelo').fill('Aveo');
    await textbox('Año').fill('2012');
    await textbox('Placa').fill('AC456BD');
    await textbox('Color').fill('Gris');
    await textbox('Serial de carrocería').fill('8Z1TJ29');
    await textbox('Serial del motor').fill('F16D3-77');
    await textbox('Tipo de aceite').fill('5w-30');
    await textbox('Litros de aceite').fill('3.75');
    await textbox('Batería').fill('45Ah');
    await textbox('Número de cauchos').fill('4');
    await page.getByRole('button', { name: 'Registrar' }).click();
    // One in the toast, one under the field.
    await expect.poll(() => page.getByText('Ya existe un afiliado con esa cédula.').count()).toBe(2);
    expect(page.url()).toBe(url('/backoffice/panel/agregar-nuevo-afiliado'));

    await textbox('Cédula').fill(dni);
    await page.getByRole('button', { name: 'Registrar' }).click();
    await page.waitForURL(url('/backoffice/panel/afiliados'));
    await page.getByText('Afiliado registrado.').first().waitFor();
    await page.getByRole('cell', { name: dni, exact: true }).waitFor();
  });

  it('finds it with the cédula and status filters together, kept in the URL', async () => {
    await textbox('Cédula').fill(dni.slice(0, 5));
    await page.waitForURL(/cedula=27182/);
    await choose('Estado', 'Inactivo');
    await page.waitForURL(/cedula=27182.*estado=Inactivo/);
    await page.getByText('No hay datos para mostrar.').waitFor();

    await choose('Estado', 'Activo');
    await page.waitForURL(/cedula=27182.*estado=Activo/);
    await page.getByRole('cell', { name: dni, exact: true }).waitFor();
    // Only the matching affiliate: the seeded one (cédula 1234…) is filtered out.
    expect(await page.getByRole('cell', { name: seededDni, exact: true }).count()).toBe(0);

    await page.reload();
    expect(await textbox('Cédula').inputValue()).toBe('27182');
    await page.getByRole('cell', { name: dni, exact: true }).waitFor();
  });

  it('edits it: the form loads the record and the change shows in the list', async () => {
    await page.getByRole('link', { name: `Editar ${affiliateName}` }).click();
    await page.waitForURL(/\/backoffice\/panel\/editar-afiliado\/\d+$/);
    await page.getByRole('heading', { name: 'Datos Personales' }).waitFor();
    await expect.poll(() => textbox('Cédula').inputValue()).toBe(dni);
    expect(await page.getByLabel('Fecha de nacimiento').inputValue()).toBe('12/09/1985');
    const chosen = page.getByRole('combobox', { name: 'Organización', exact: true });
    expect(await chosen.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(
      organization,
    );
    expect(await textbox('Litros de aceite').inputValue()).toBe('3,75');

    await textbox('Modelo').fill('Optra');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(url('/backoffice/panel/afiliados'));
    await page.getByText('Afiliado editado.').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: dni });
    await expect.poll(async () => (await readRowDetail(row)).Modelo).toBe('Optra');
  });

  it('deletes an organization nobody refers to, and retires the one with the affiliate', async () => {
    await addOrganization(emptyOrganization);
    await confirmDelete(organizationPrompt, emptyOrganization);
    await page.getByText('Organización eliminada.').first().waitFor();
    await page.getByRole('cell', { name: emptyOrganization, exact: true }).waitFor({ state: 'detached' });

    const dialog = await openDelete(organizationPrompt, organization);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: organization, exact: true }).waitFor();

    await confirmDelete(organizationPrompt, organization);
    await page
      .getByText('Organización retirada: tiene afiliados, su historial se conserva.')
      .first()
      .waitFor();
    await page.getByRole('cell', { name: organization, exact: true }).waitFor({ state: 'detached' });
  });

  it('deletes the affiliate through the confirmation dialog', async () => {
    await page.goto(url(`/backoffice/panel/afiliados?cedula=${dni}`));
    await page.getByRole('cell', { name: dni, exact: true }).waitFor();
    await confirmDelete('Quieres eliminar este afiliado', affiliateName);
    await page.getByText('Afiliado eliminado.').first().waitFor();
    await page.getByText('No hay datos para mostrar.').waitFor();
  });

  it('lays the affiliate form out in one column on a phone', async () => {
    const phone = await newPage(browser, 'phone');
    await signInAsAdministrator(phone);
    await phone.goto(url('/backoffice/panel/agregar-nuevo-afiliado'));
    const first = await phone.getByRole('textbox', { name: 'Nombres', exact: true }).boundingBox();
    const second = await phone.getByRole('textbox', { name: 'Apellidos', exact: true }).boundingBox();
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.context().close();
  });
});
