import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, signIn, signInAsAdministrator, url } from './browser';

// Issue 16: lists as cards on a 360 px phone, row actions by thumb, dates typed dd/mm/aaaa.
const PASSWORD = 'Telefono123!x';
// Other journeys share this server and its database: what this one makes is unique to the run.
const run = String(Date.now()).slice(-6);
const organization = `Cooperativa Teléfono ${run}`;

let browser: Browser;
let token: string;
let carrierEmail: string;
let carrierDni: string;

/** A 360 px phone with a touch screen, so row actions are tapped as a thumb taps them. */
async function phone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** How the list's row holding `text` is drawn: as a card, each cell with its column's name beside its value. */
function cardWith(list: Locator, text: string) {
  return list.evaluate((region, text) => {
    const row = Array.from(region.querySelectorAll<HTMLElement>('tbody tr')).find((tr) =>
      tr.innerText.includes(text),
    )!;
    const cells = Array.from(row.querySelectorAll<HTMLElement>('td[data-label]'));
    const visibleHeaders = Array.from(region.querySelectorAll('thead th')).filter(
      (th) => getComputedStyle(th).display !== 'none',
    );
    return {
      rowDisplay: getComputedStyle(row).display,
      // The column's name is drawn by CSS from data-label, before the value.
      labels: cells.map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')),
      values: cells.map((td) => td.innerText.trim()),
      visibleHeaders: visibleHeaders.length,
      sidewaysInRegion: region.scrollWidth - region.clientWidth,
    };
  }, text);
}

/** Nothing on the page scrolls sideways on the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);
  const { affiliate } = await createCarrierAccount(token, PASSWORD);
  carrierEmail = affiliate.email;
  carrierDni = affiliate.dni;
  // The landing's public application: the carrier's list then has a row.
  const applied = await call('POST', '/api/request-carrier', undefined, { dni: affiliate.dni, amount: 500 });
  expect(applied.status).toBe(201);
  browser = await launch();
});
afterAll(() => browser?.close());

describe('screens that fit a phone (issue 16)', () => {
  it("shows the carrier's requests as cards: label and value, ₽ and Bs together, no sideways scroll", async () => {
    const page = await phone();
    await signIn(page, '/', carrierEmail, PASSWORD);
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.goto(url('/panel/lista-solicitudes'));
    const list = page.getByRole('region', { name: 'Solicitudes' });
    await list.getByText('Por revisar').waitFor();
    await page.screenshot({ path: '/tmp/hphone-solicitudes-360.png', fullPage: true });

    const card = await cardWith(list, 'Por revisar');
    expect(card.rowDisplay).toBe('flex');
    expect(card.visibleHeaders).toBe(0);
    expect(card.labels).toEqual(['Monto solicitado', 'Estado', 'Fecha']);
    // The Bs as typed lead, their ₽ of that day below (issue 27).
    expect(card.values[0]).toMatch(/^[\d.,]+ Bs\s+[\d.,]+ ₽$/);
    expect(card.values[1]).toBe('Por revisar');
    expect(card.values[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(card.sidewaysInRegion).toBe(0);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('shows a back-office list as cards whose actions are thumb-sized, and a tap on one works', async () => {
    const page = await phone();
    await signInAsAdministrator(page);
    // One affiliate by the list's cédula filter: the one this journey made.
    await page.goto(url(`/backoffice/panel/afiliados?cedula=${carrierDni}`));
    const list = page.getByRole('region', { name: 'Afiliados' });
    await list.getByText(carrierDni, { exact: true }).waitFor();

    const card = await cardWith(list, carrierDni);
    expect(card.rowDisplay).toBe('flex');
    expect(card.labels).toContain('Cédula');
    expect(card.values[card.labels.indexOf('Cédula')]).toBe(carrierDni);
    expect(card.sidewaysInRegion).toBe(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/hphone-afiliados-360.png', fullPage: true });

    // The scrolling region is reachable by keyboard, and named.
    expect(await list.getAttribute('tabindex')).toBe('0');

    const edit = list.getByRole('link', { name: /^Editar / });
    const box = (await edit.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(120);
    await edit.tap();
    await page.waitForURL(/\/backoffice\/panel\/editar-afiliado\/\d+$/);
    await page.getByRole('textbox', { name: 'Nombres', exact: true }).waitFor();
    await page.context().close();
  });

  it("sends a date typed '05/03/2026' as 2026-03-05", async () => {
    const page = await phone();
    await signInAsAdministrator(page);
    await page.goto(url('/backoffice/panel/agregar-nueva-organizacion'));
    const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await textbox('Nombre').fill(organization);
    const type = page.getByRole('combobox', { name: 'Tipo', exact: true });
    if ((await type.evaluate((el) => el.tagName)) === 'SELECT')
      await type.selectOption({ label: 'Cooperativa' });
    else {
      await type.click();
      await page.getByRole('option', { name: 'Cooperativa', exact: true }).click();
    }
    await textbox('RIF').fill('J123456789');
    await textbox('Dirección fiscal').fill('Av. Bolívar, Maracay');
    await textbox('Nombre del registro').fill('Registro Mercantil Primero de Aragua');

    const date = textbox('Fecha de registro');
    expect(await date.getAttribute('type')).toBe('text');
    expect(await date.getAttribute('inputmode')).toBe('numeric');
    expect(await date.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    // Key by key, slashes included, as a person types it on the phone's keypad.
    await date.pressSequentially('05/03/2026');
    expect(await date.inputValue()).toBe('05/03/2026');

    await textbox('Modalidad de servicios').fill('Mototaxi');
    await textbox('Número de registro').fill('12');
    await textbox('Tomo').fill('1-B');
    await textbox('Folio').fill('45');
    await page.getByRole('button', { name: 'Registrar' }).tap();
    await page.waitForURL(url('/backoffice/panel/organizaciones'));
    await page.getByText('Organización registrada.').first().waitFor();

    const saved = await call<{ name: string; recordDate: string }[]>(
      'GET',
      `/api/organization?name=${encodeURIComponent(organization)}`,
      token,
    );
    expect(saved.body.map((o) => [o.name, o.recordDate])).toEqual([[organization, '2026-03-05']]);
    await page.context().close();
  });
});
