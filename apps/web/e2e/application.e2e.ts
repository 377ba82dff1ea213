import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, call, createAffiliate, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';

// An affiliate of this journey alone: other files share the server and approve the seeded one's requests.
const dni = '24681357';
const email = 'maria.gonzalez.solicitud@example.com';
const password = 'Solicitud123!';
const unknownDni = '87654321';
const applicationSent =
  'Tu solicitud fue enviada con éxito. Recibirás un correo con la respuesta a tu solicitud.';

const reviewTime = 'en un plazo de 1 a 3 días hábiles';

let browser: Browser;
let page: Page;
/** The number the confirmation showed for the application sent in this journey. */
let requestId = 0;

/** An .eml body as text (quoted-printable soft breaks joined, bytes decoded as UTF-8). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The e-mails written (without SMTP) to this journey's applicant that contain `text`. */
const mailsWith = (text: string) => {
  const dir = join(inject('dataDir'), 'mail');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes(text));
};

/** A rate (requests need one), and a fresh affiliate with a carrier account, created through the API. */
async function seedApplicant() {
  const token = await adminToken();
  await ensureRate(token);
  const affiliate = await createAffiliate(token, {
    firstNames: 'María',
    lastNames: 'González',
    dni,
    rif: 'V246813570',
    email,
    phoneNumber: '+584147654321',
    homeAddress: 'Av. Las Delicias, Maracay',
    birthdate: '1988-09-12',
    gender: 'Femenino',
    municipality: 'Girardot',
    status: 'Activo',
    typeService: 'Mototaxi',
    vehicleType: 'Moto',
    vehicleBrand: 'Yamaha',
    vehicleModel: 'YBR 125',
    vehicleYear: 2018,
    vehiclePlate: 'AC4M21B',
    vehicleColor: 'Rojo',
    vehicleBodySerialNumber: 'BSYBR2018',
    vehicleMotorSerialNumber: 'MSYBR2018',
    vehicleTypeOil: '10w-40',
    vehicleLtsOil: 1.2,
    vehicleBattery: '7Ah',
    vehicleRubber: 2,
  });
  expect((await call('POST', '/api/carrier', token, { affiliate: affiliate.id, password })).status).toBe(201);
}

/** Scrolls to the application from the hero's call-to-action and waits for the real form to replace the stand-in. */
async function openApplication() {
  await page.goto(url('/'));
  await page.getByRole('link', { name: 'Solicitar crédito' }).click();
  await page.locator('#apply-preview-dni').waitFor({ state: 'detached' });
}

const filled = (label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Types a cédula as a person would and waits for the lookup it triggers. */
async function typeDni(value: string) {
  const lookup = page.waitForResponse((res) => res.url().includes(`/api/affiliate/lookup/${value}`));
  await page.getByLabel('Cédula').pressSequentially(value, { delay: 20 });
  await lookup;
}

/** Types the amount, waits for the field to say what it read, and sends. */
async function apply(amount: string, read: string) {
  await page.getByLabel('Monto (Bs)').fill(amount);
  await page.getByText(`Se registrará: ${read} Bs`).waitFor();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
}

beforeAll(async () => {
  await seedApplicant();
  browser = await launch();
  page = await newPage(browser, 'phone');
});
afterAll(() => browser?.close());

describe('an affiliate applies for credit from the landing page (phone)', () => {
  it('shows the cédula error only after the field is left, and fills nothing for an unknown cédula', async () => {
    await openApplication();
    const dniInput = page.getByLabel('Cédula');
    await dniInput.fill('123');
    expect(await page.getByText('La cédula no es válida').count()).toBe(0);
    await dniInput.blur();
    await page.getByText('La cédula no es válida').waitFor();

    await dniInput.fill('');
    await typeDni(unknownDni);
    // The field's spinner goes once the answer (a 404) has reached the form.
    await page.getByLabel('Buscando afiliado').waitFor({ state: 'detached' });
    expect(await filled('Nombres').inputValue()).toBe('');
    expect(await filled('Apellidos').inputValue()).toBe('');
    expect(await filled('Correo').inputValue()).toBe('');
  });

  it("fills the affiliate's names and a masked e-mail, and sends the application", async () => {
    await openApplication();
    await typeDni(dni);
    await expect.poll(() => filled('Nombres').inputValue()).toBe('María');
    expect(await filled('Apellidos').inputValue()).toBe('González');
    const shownEmail = await filled('Correo').inputValue();
    expect(shownEmail).toMatch(/^ma\*+@e\*+\.com$/);
    expect(shownEmail).not.toContain('gonzalez');

    // The form names the rate the Bs will be converted at, and when it was registered.
    await page
      .getByText(/^Tasa vigente: 1 ₽ = [\d.,]+ Bs \(registrada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/)
      .waitFor();
    // Issue 11: a dot before three digits separates thousands ('1.500' was once read as 1,5).
    await apply('1.500', '1.500,00');
    await page.getByText(applicationSent).first().waitFor();
    // Issue 16: a confirmation takes the form's place, with the request's number, focused.
    const heading = page.getByRole('heading', { name: /^Solicitud N° \d+ recibida$/ });
    await heading.waitFor();
    requestId = Number(/N° (\d+)/.exec((await heading.textContent())!)![1]);
    expect(requestId).toBeGreaterThan(0);
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    // The success toast (top of a phone's screen) and the heading are both readable: neither covers the other.
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: applicationSent });
    const [toastBox, headingBox] = [await toast.boundingBox(), await heading.boundingBox()];
    expect(toastBox && headingBox).toBeTruthy();
    expect(
      toastBox!.y + toastBox!.height <= headingBox!.y || headingBox!.y + headingBox!.height <= toastBox!.y,
    ).toBe(true);
    expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.getByText(/^Monto solicitado: 1\.500,00 Bs \([\d.,]+ ₽\)\./).waitFor();
    await page.getByText(`Un administrador revisará tu solicitud ${reviewTime}.`).waitFor();
    // Her affiliate already has a carrier account: she will sign in as usual, no password link.
    await page
      .getByText(/^Si es aprobada, inicia sesión en el panel con tu correo y tu contraseña, como siempre/)
      .waitFor();
    expect(await page.getByText('crear tu contraseña').count()).toBe(0);
    await page.getByText(/^Te enviamos estos datos por correo a ma\*+@e\*+\.com\.$/).waitFor();
    // It fits a 360 px phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );

    // Back to the form, which starts over: no cédula, nothing filled.
    await page.getByRole('button', { name: 'Volver al formulario' }).click();
    await expect.poll(() => page.getByLabel('Cédula').inputValue()).toBe('');
    expect(await filled('Nombres').inputValue()).toBe('');
  });

  it('e-mails the applicant the same number and what happens next', async () => {
    const number = `Recibimos tu solicitud de crédito N° ${requestId} por 1.500,00 Bs`;
    // Without SMTP the server writes .eml files, in the background.
    await expect.poll(() => mailsWith(number).length, { timeout: 30_000, interval: 500 }).toBe(1);
    const mail = mailsWith(number)[0]!;
    expect(mail).toContain(`1. Un administrador revisará tu solicitud ${reviewTime}.`);
    expect(mail).toContain('2. Te enviaremos un correo con la decisión.');
    expect(mail).toMatch(
      /3\. Si es aprobada, inicia sesión en el panel con tu correo y tu contraseña, como siempre/,
    );
    expect(mail).not.toContain('crear tu contraseña');
  });

  it("refuses a second application while the first is pending, with the server's message", async () => {
    await typeDni(dni);
    await expect.poll(() => filled('Nombres').inputValue()).toBe('María');
    await apply('900', '900,00');
    await page.getByText('Ya tienes una solicitud por revisar.').first().waitFor();
  });

  it("shows the request to the affiliate's carrier account as 'Por revisar'", async () => {
    const panel = await newPage(browser, 'phone');
    await signIn(panel, '/', email, password);
    await panel.waitForURL(url('/panel/mis-prestamos'));
    await panel.goto(url('/panel/lista-solicitudes'));
    await panel.getByRole('heading', { name: 'Solicitudes' }).waitFor();
    const rows = panel.getByRole('row').filter({ hasText: 'Por revisar' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    // The 1.500,00 Bs she typed, exactly, over their ₽ at that day's rate.
    expect(await rows.first().textContent()).toMatch(/1\.500,00 Bs[\d.,]+ ₽/);
    await panel.context().close();
  });
});
