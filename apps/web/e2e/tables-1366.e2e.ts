import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatDay } from '@app/domain';
import { adminToken, call, createAffiliate, ensureRate } from './admin-api';
import { launch, newPage, signInAsAdministrator, url } from './browser';
import { readRowDetail } from './row-detail';

/**
 * Issue 11: on a 1366 × 768 laptop with the sidebar open, every back-office list keeps who the row
 * is, its status, its amounts and its actions on screen; the rest opens under the row. The records
 * made here are as wide as the forms allow, so a list that fits them fits what people type.
 */
const WIDTH = 1366;
const PASSWORD = 'Transp123!';
const run = String(Date.now()).slice(-6);
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });

let browser: Browser;
let page: Page;
let token: string;
/** The long-named borrower (a loan, a payment) and the long-named applicant (a request waiting). */
let borrower: { dni: string; name: string; email: string };
let applicant: { dni: string };
let organization: string;
const reason = `Reparación completa del sistema de frenos, cauchos nuevos y tren delantero ${run}`;

/** One admin call that must answer `status`; the body back. */
async function admin<T>(method: string, path: string, body: unknown, status: number): Promise<T> {
  const res = await call<T>(method, path, token, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

/** An affiliate with the longest names the form takes, in the long-named organization. */
async function longAffiliate(organizationId: number, firstNames: string, lastNames: string) {
  const tag = digits(8);
  return createAffiliate(token, {
    firstNames,
    lastNames,
    email: `${firstNames.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.alejandra.rodriguez.contreras.${tag}@cooperativa-transporte-ejemplo.com.ve`,
    organization: organizationId,
    vehicleModel: 'Grand Vitara XL-7 Edición Especial',
    vehicleColor: 'Gris plomo metalizado',
    vehiclePlate: `AB${tag.slice(0, 3)}CD`,
  });
}

beforeAll(async () => {
  token = await adminToken();
  await ensureRate(token);

  organization = `Asociación Civil de Transportistas Unidos del Estado Carabobo ${run}`;
  const org = await admin<{ id: number }>(
    'POST',
    '/api/organization',
    {
      name: organization,
      type: 'Asociación civil',
      rif: `J${digits(9)}`,
      fiscalAddress: 'Av. Bolívar Norte, Centro Comercial Camoruco, piso 3, oficina 3-14, Valencia',
      recordName: 'Registro Público del Primer Circuito del Municipio Valencia del Estado Carabobo',
      recordDate: '2018-03-15',
      modalityServices: 'Transporte urbano, suburbano y mototaxi',
      recordNumber: '45',
      recordVolume: '12-B',
      recordInvoice: '233',
      numberAssociates: 120,
      numberAffiliates: 480,
    },
    201,
  );

  const first = await longAffiliate(org.id, 'María Alejandra del Carmen', 'Rodríguez Contreras de Páez');
  borrower = {
    dni: first.dni,
    email: first.email,
    name: 'María Alejandra del Carmen Rodríguez Contreras de Páez',
  };
  await admin('POST', '/api/carrier', { affiliate: first.id, password: PASSWORD }, 201);
  const second = await longAffiliate(org.id, 'Josefina Guadalupe', 'Villavicencio Altuve');
  applicant = { dni: second.dni };

  // The borrower's request becomes a loan of tens of millions of Bs; the applicant's waits.
  const applied = await call<{ id: number }>('POST', '/api/request-carrier', undefined, {
    dni: borrower.dni,
    amount: 87_654_321.09,
  });
  expect(applied.status).toBe(201);
  await admin(
    'PATCH',
    '/api/request-carrier',
    {
      id: applied.body.id,
      dni: borrower.dni,
      status: 'Aprobado',
      loanData: { reasonForAdmission: reason, amount: 87_654_321.09, feeNumbers: 12, creditDays: 360 },
    },
    200,
  );
  const waiting = await call('POST', '/api/request-carrier', undefined, {
    dni: applicant.dni,
    amount: 98_765_432.1,
  });
  expect(waiting.status).toBe(201);

  // A payment with the longest bank reference the form takes.
  const [loan] = await admin<{ id: number }[]>('GET', `/api/loan?dni=${borrower.dni}`, undefined, 200);
  const carrier = await call<{ access_token: string }>('POST', '/api/auth/carrier/login', undefined, {
    email: borrower.email,
    password: PASSWORD,
  });
  expect(carrier.status).toBe(200);
  const paid = await call('POST', '/api/payment', carrier.body.access_token, {
    amount: 12_345_678.9,
    date: today,
    voucherCode: digits(30),
    loan: loan!.id,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);

  await admin(
    'POST',
    '/api/ingress',
    {
      date: today,
      reasonForAdmission: `Aporte extraordinario de los socios para el fondo de contingencia ${run}`,
      incomeAmountBs: 23_456_789.01,
      isFund: true,
      isCredit: false,
      responsible: { firstNames: 'Rosa Virginia', lastNames: 'Quintero Betancourt' },
      origin: 'Caja de ahorro de los trabajadores del transporte',
    },
    201,
  );
  await admin(
    'POST',
    '/api/expenses',
    { date: today, reasonForAdmission: `Papelería y material de oficina ${run}`, incomeAmount: 3_456_789.01 },
    201,
  );
  const adminDni = digits(8).replace(/^0/, '1');
  await admin(
    'POST',
    '/api/users',
    {
      firstNames: 'Maximiliana',
      lastNames: 'Villavicencio',
      dni: adminDni,
      phoneNumber: '04141234567',
      email: `maximiliana.villavicencio.${adminDni}@cooperativa-transporte-ejemplo.com.ve`,
      password: 'Admin123!x',
      confirmPassword: 'Admin123!x',
    },
    201,
  );

  browser = await launch();
  page = await newPage(browser, 'laptop');
  await signInAsAdministrator(page);
});
afterAll(() => browser?.close());

/** The header cells' texts, in order (a sortable header reads as its button). */
const headers = () =>
  page.getByRole('columnheader').evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));

/** Every data row's text under a header (detail rows have one cell spanning the row: skipped). */
async function column(header: string): Promise<string[]> {
  const index = (await headers()).indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return page
    .locator('tbody tr:not([data-detail])')
    .evaluateAll((trs, i) => trs.map((tr) => (tr.children[i]?.textContent ?? '').trim()), index);
}

/** The right edge of a box on screen: beyond WIDTH it is cut off (or scrolled) out of view. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!.x + box!.width;
}

/**
 * The named headers, the first row's cells under them and every control in those cells end
 * within the viewport, and the page itself does not scroll sideways.
 */
async function expectOnScreen(wanted: string[]) {
  const firstRow = page.locator('tbody tr:not([data-detail])').first();
  await firstRow.getByRole('cell').first().waitFor();
  const all = await headers();
  for (const header of wanted) {
    const index = all.indexOf(header);
    expect(index, `${header} in ${all.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(await rightEdge(page.getByRole('columnheader').nth(index)), header).toBeLessThanOrEqual(WIDTH);
    const cell = firstRow.getByRole('cell').nth(index);
    expect(await rightEdge(cell), `${header} (first row)`).toBeLessThanOrEqual(WIDTH);
    for (const control of await cell.locator('button, a, input').filter({ visible: true }).all()) {
      expect(await rightEdge(control), `control under ${header}`).toBeLessThanOrEqual(WIDTH);
    }
  }
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'sideways scroll').toBeLessThanOrEqual(client);
}

async function open(path: string) {
  await page.goto(url(`/backoffice/panel/${path}`));
  await page.locator('tbody tr td').first().waitFor();
  // The skeleton has cells too: wait for the list itself.
  await expect.poll(() => page.locator('table[aria-busy="true"]').count()).toBe(0);
}

/** A row's 'Ver detalles de …' button, by the name it gives the row, and the row itself. */
function rowWithDetail(name: string) {
  const button = page.getByRole('button', { name: `Ver detalles de ${name}`, exact: true });
  return { button, row: page.getByRole('row').filter({ has: button }) };
}

/** What the API lists for the first page in that order: the same call the table makes. */
async function apiOrder<T>(path: string, sort: string, order: string, pick: (row: T) => string) {
  const rows = await admin<T[]>(
    'GET',
    `${path}?limit=20&offset=0&sort=${sort}&order=${order}`,
    undefined,
    200,
  );
  return rows.map(pick);
}

/** Each list, what must stay on screen: who, status, amounts, actions (spec section 2's columns). */
const lists: { path: string; columns: string[] }[] = [
  { path: 'pagos', columns: ['Transportista', 'Monto (₽)', 'Monto (Bs)', 'Fecha', 'Estado'] },
  {
    path: 'prestamos',
    columns: [
      'Transportista',
      'Monto a pagar (₽)',
      'Monto a pagar (Bs)',
      'Monto otorgado (₽)',
      'Monto otorgado (Bs)',
      'Estado',
    ],
  },
  { path: 'solicitudes', columns: ['Afiliado', 'Cédula', 'Monto (₽)', 'Monto (Bs)', 'Estado'] },
  { path: 'ingresos', columns: ['Fecha', 'Cédula', 'Motivo', 'Monto (₽)', 'Monto (Bs)'] },
  { path: 'egresos', columns: ['Transportista', 'Motivo', 'Monto (₽)', 'Monto (Bs)'] },
  { path: 'fondos', columns: ['Responsable', 'Monto (₽)', 'Monto (Bs)'] },
  { path: 'afiliados', columns: ['Nombres', 'Apellidos', 'Cédula', 'Estado', 'Acciones'] },
  { path: 'transportistas', columns: ['Usuario', 'Cédula', 'Acciones'] },
  { path: 'usuarios', columns: ['Nombres', 'Apellidos', 'Eliminar', 'Editar'] },
  { path: 'organizaciones', columns: ['Nombre', 'Acciones'] },
  { path: 'auditoria', columns: ['Fecha', 'Administrador', 'Acción', 'Registro'] },
  { path: 'tasas', columns: ['Fecha de creación', 'Precio del petro (Bs)'] },
];

describe('back-office tables at 1366 × 768 with the sidebar open', () => {
  it('shows the sidebar beside the lists', async () => {
    await open('pagos');
    const nav = page.getByRole('navigation').getByRole('link', { name: 'Transportistas' });
    expect(await nav.isVisible()).toBe(true);
    expect(await rightEdge(nav)).toBeLessThan(300);
  });

  for (const { path, columns } of lists) {
    it(`${path}: ${columns.join(', ')} within the screen, no sideways scroll`, async () => {
      await open(path);
      await expectOnScreen(columns);
    });
  }

  it('prestamos: a row opens its line, reason and installments, and closes again', async () => {
    await open('prestamos');
    const { button, row } = rowWithDetail(`${borrower.name}, ${formatDay(today)}`);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const shown = await readRowDetail(row);
    expect(shown).toMatchObject({
      Línea: organization,
      Motivo: reason,
      Cuotas: '12',
      'Cuotas pagadas': '0',
      'Días de crédito': '360',
    });
    expect(Object.keys(shown)).toEqual(expect.arrayContaining(['Monto por cuota (₽)', 'Pagado']));
    // The open detail widens nothing.
    await expectOnScreen(['Transportista', 'Monto otorgado (Bs)', 'Estado']);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('tbody tr[data-detail]').count()).toBe(0);
  });

  it('afiliados: the long e-mail and the vehicle open under the row without widening it', async () => {
    await open(`afiliados?cedula=${borrower.dni}`);
    const { button, row } = rowWithDetail(borrower.name);
    await button.click();
    expect(await readRowDetail(row)).toMatchObject({
      Correo: borrower.email,
      Modelo: 'Grand Vitara XL-7 Edición Especial',
      Color: 'Gris plomo metalizado',
    });
    await expectOnScreen(['Nombres', 'Apellidos', 'Cédula', 'Estado', 'Acciones']);
  });

  it('transportistas: the account and the vehicle open under the row', async () => {
    await open(`transportistas?cedula=${borrower.dni}`);
    const { row } = rowWithDetail(borrower.name);
    expect(await readRowDetail(row)).toMatchObject({ Correo: borrower.email, Contraseña: '********' });
  });

  it('pagos: Monto (Bs) orders by amount, largest first, then smallest, as the API does', async () => {
    await open('pagos');
    const header = page.getByRole('columnheader', { name: 'Monto (Bs)' });
    expect(await header.getAttribute('aria-sort')).toBeNull();
    await header.getByRole('button').click();
    await page.waitForURL(/orden=monto&dir=desc/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const voucher = (p: { voucherCode: string }) => p.voucherCode;
    const desc = await apiOrder('/api/payment', 'amount', 'desc', voucher);
    await expect.poll(() => column('Código de confirmación')).toEqual(desc);

    await header.getByRole('button').click();
    await page.waitForURL(/orden=monto&dir=asc/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const asc = await apiOrder('/api/payment', 'amount', 'asc', voucher);
    await expect.poll(() => column('Código de confirmación')).toEqual(asc);
  });

  it('afiliados: Apellidos orders A to Z as the API does, and the order survives a reload', async () => {
    await open('afiliados');
    await page.getByRole('columnheader', { name: 'Apellidos' }).getByRole('button').click();
    await page.waitForURL(/orden=apellidos&dir=asc/);
    const asc = await apiOrder('/api/affiliate', 'lastNames', 'asc', (a: { dni: string }) => a.dni);
    await expect.poll(() => column('Cédula')).toEqual(asc);
    await page.reload();
    await expect.poll(() => column('Cédula')).toEqual(asc);
    expect(await page.getByRole('columnheader', { name: 'Apellidos' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('solicitudes: Fecha orders newest first by default; a click turns it to oldest first', async () => {
    await open('solicitudes');
    const header = page.getByRole('columnheader', { name: 'Fecha' });
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await header.getByRole('button').click();
    await page.waitForURL(/orden=creacion&dir=asc/);
    const dni = (r: { affiliate: { dni: string } }) => r.affiliate.dni;
    const asc = await apiOrder('/api/request-carrier', 'created', 'asc', dni);
    await expect.poll(() => column('Cédula')).toEqual(asc);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    // The applicant's request is the newest: it is back on top with the default order.
    await header.getByRole('button').click();
    await expect.poll(() => page.url()).not.toContain('orden=');
    await expect.poll(async () => (await column('Cédula'))[0]).toBe(applicant.dni);
  });
});
