import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, signInAsAdministrator, url, talkToOwnServer } from './browser';
import {
  completeAdministratorProfile,
  freePort,
  ownServerFolder,
  startBuiltServer,
  stopServer,
  waitForHealth,
} from './global-setup';
import { newestMailTo } from './mail-files';
import { seedCarrier } from './seed';

// Issue 31's journey at 360 px: papers attached after applying, checked by the analyst, one sent again.
const PASSWORD = 'Papeles123!';
const REASON = 'Foto borrosa: no se lee la fecha de vencimiento';

// The shared server approves without papers (REQUIRED_DOCUMENTS empty): this journey runs one with the default.
const { dir, dataDir } = ownServerFolder('e2e-documents-');
let server: ReturnType<typeof startBuiltServer> | undefined;

/** The built server on its own database, REQUIRED_DOCUMENTS unset (cédula, licence and carnet). */
async function startOwnServer() {
  // Its first organization (the affiliate needs one), and the same administrator as the shared server's.
  await seedCarrier(dataDir);
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  server = startBuiltServer({
    DATA_DIR: dataDir,
    PORT: new URL(baseUrl).port,
    NODE_ENV: 'production',
    ADMIN_EMAIL: inject('adminEmail'),
    ADMIN_PASSWORD: inject('adminPassword'),
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '100000',
  });
  await waitForHealth(baseUrl, server.child).catch((error: Error) => {
    throw new Error(`${error.message}\n${server!.output()}`, { cause: error });
  });
  await completeAdministratorProfile(baseUrl, inject('adminEmail'), inject('adminPassword'));
  talkToOwnServer({ baseUrl, dataDir });
}

let browser: Browser;
let applicant: Page;
let analyst: Page;
let affiliate: { id: number; dni: string; email: string };

/** A phone photo stand-in: a real JPEG the server re-encodes, different for each document. */
const photo = async (name: string, shade: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 480, height: 300, channels: 3, background: { r: shade, g: 200, b: 240 - shade } },
  })
    .jpeg()
    .toBuffer(),
});

/** A day `days` from now as the date field takes it (dd/mm/aaaa). */
const dayText = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
};

/** Sends a file through an upload field's 'Elegir archivo', with its expiry first when it asks one. */
async function upload(field: Locator, file: Awaited<ReturnType<typeof photo>>, expires?: string) {
  if (expires) await field.getByLabel('Fecha de vencimiento').pressSequentially(expires.replace(/\D/g, ''));
  const chooser = field.page().waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(file);
  await field.getByText('Documento recibido.').waitFor();
}

/** The applicant's request row in Solicitudes, its detail open: the documents panel shows there. */
async function openRequestDetail(): Promise<Locator> {
  await analyst.goto(url(`/backoffice/panel/solicitudes?cedula=${affiliate.dni}`));
  const row = analyst.getByRole('row').filter({ hasText: affiliate.dni });
  await row.waitFor();
  await row.getByRole('button', { name: /^Ver detalles de / }).click();
  const opened = row.getByRole('button', { name: /^Ver detalles de /, expanded: true });
  const detail = analyst.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
  await detail.getByRole('group', { name: 'Documentos' }).waitFor();
  return detail;
}

beforeAll(async () => {
  await startOwnServer();
  const token = await adminToken();
  await ensureRate(token);
  // An affiliate with a carrier account: it signs in to send a document again before any approval.
  ({ affiliate } = await createCarrierAccount(token, PASSWORD, { firstNames: 'Rosa', lastNames: 'Papeles' }));
  browser = await launch();
  applicant = await newPage(browser, 'phone');
  analyst = await newPage(browser, 'phone');
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.child);
  rmSync(dir, { recursive: true, force: true });
});

describe("the carrier's papers, from the application to the approval (360 px)", () => {
  it('the applicant applies on the landing and attaches the cédula, licence and carnet after sending', async () => {
    await applicant.goto(url('/'));
    await applicant.getByRole('link', { name: 'Solicitar crédito' }).click();
    await applicant.locator('#apply-preview-dni').waitFor({ state: 'detached' });
    const lookup = applicant.waitForResponse((res) => res.url().includes(`/api/affiliate/lookup/`));
    await applicant.getByLabel('Cédula').pressSequentially(affiliate.dni, { delay: 20 });
    await lookup;
    await applicant.getByLabel('Monto (Bs)').fill('1500');
    await applicant.getByText('Se registrará: 1.500,00 Bs').waitFor();
    await applicant.getByRole('button', { name: 'Enviar solicitud' }).click();
    await applicant.getByRole('heading', { name: /^Solicitud N° \d+ recibida$/ }).waitFor();

    await applicant.getByText('Adjunta tus documentos').waitFor();
    const field = (label: string) => applicant.getByRole('group', { name: label });
    await upload(field('Cédula de identidad'), await photo('cedula.jpg', 40));
    await upload(field('Licencia de conducir'), await photo('licencia.jpg', 90), dayText(400));
    await upload(field('Carnet de circulación'), await photo('carnet.jpg', 140), dayText(20));
    expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the analyst sees them in the request, views the cédula, verifies it and rejects the licence with a reason', async () => {
    await signInAsAdministrator(analyst);
    const detail = await openRequestDetail();
    await detail
      .getByText('Falta: Cédula de identidad, Licencia de conducir, Carnet de circulación.')
      .waitFor();
    // The carnet expires in 20 days: flagged.
    await detail.locator('[data-document="circulacion"]').getByText('Vence pronto').waitFor();

    // The viewer: the photo fetched with the session, zoomable.
    await detail.getByRole('button', { name: 'Ver Cédula de identidad' }).click();
    const viewer = analyst.getByRole('dialog', { name: 'Cédula de identidad' });
    const image = viewer.getByRole('img', { name: 'Cédula de identidad' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    const before = (await image.boundingBox())!.width;
    await viewer.getByRole('button', { name: 'Acercar' }).click();
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before);
    await analyst.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await detail.getByRole('button', { name: 'Verificar Cédula de identidad' }).click();
    await analyst.getByText('Documento verificado.').first().waitFor();
    await detail.locator('[data-document="cedula"]').getByText('Verificado').waitFor();

    await detail.getByRole('button', { name: 'Rechazar Licencia de conducir' }).click();
    const reject = analyst.getByRole('dialog', { name: 'Rechazar Licencia de conducir' });
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await reject.getByText('Indique el motivo del rechazo.').waitFor();
    await reject.getByLabel('Motivo').fill(REASON);
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await reject.waitFor({ state: 'detached' });
    await detail.getByText(`Motivo: ${REASON}`).waitFor();
    await detail.getByText('Falta: Licencia de conducir, Carnet de circulación.').waitFor();
  });

  it('the carrier receives the reason by e-mail with a link to send it again', async () => {
    const mail = await newestMailTo(affiliate.email, 'Foto borrosa');
    expect(mail).toContain('/panel/mis-documentos');
  });

  it('the carrier signs in and uploads a new licence from mis-documentos', async () => {
    await signIn(applicant, '/', affiliate.email, PASSWORD);
    await applicant.waitForURL(url('/panel/mis-prestamos'));
    await applicant.goto(url('/panel/mis-documentos'));
    const licence = applicant.getByRole('region', { name: 'Licencia de conducir' });
    await licence.getByText('Rechazado').waitFor();
    await licence.getByText(REASON).waitFor();
    await upload(licence, await photo('licencia-nueva.jpg', 200), dayText(700));
    await licence.getByText('Por verificar').waitFor();
  });

  it('the analyst cannot approve until the rest is verified, then approves the request', async () => {
    await analyst.goto(url(`/backoffice/panel/solicitudes?cedula=${affiliate.dni}`));
    const row = analyst.getByRole('row').filter({ hasText: affiliate.dni });
    await row.getByRole('combobox').click();
    await analyst.getByRole('option', { name: 'Aprobado', exact: true }).click();
    const dialog = analyst.getByRole('dialog', { name: 'Registrar préstamo' });
    await dialog.getByRole('group', { name: 'Documentos' }).waitFor();
    await dialog.getByLabel('Motivo').first().fill('Transportista con papeles al día');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    // The server's 409 names what is missing, inside the modal.
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Faltan documentos verificados: Licencia de conducir, Carnet de circulación.' })
      .waitFor();

    await dialog.getByRole('button', { name: 'Verificar Licencia de conducir' }).click();
    await dialog.locator('[data-document="licencia"]').getByText('Verificado').waitFor();
    await dialog.getByRole('button', { name: 'Verificar Carnet de circulación' }).click();
    await dialog.locator('[data-document="circulacion"]').getByText('Verificado').waitFor();
    await expect.poll(() => dialog.getByText(/^Falta: /).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await analyst.getByText('Solicitud aprobada.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const status = await call<{ status: string }[]>(
      'GET',
      `/api/request-carrier?dni=${affiliate.dni}`,
      await adminToken(),
    );
    expect(status.body.map((r) => r.status)).toContain('Aprobado');
  });

  it("the affiliate's screen flags the carnet expiring within 30 days, and the office adds the RIF", async () => {
    await analyst.goto(url(`/backoffice/panel/editar-afiliado/${affiliate.id}`));
    const panel = analyst.getByRole('group', { name: 'Documentos' });
    await panel.locator('[data-document="circulacion"]').getByText('Vence pronto').waitFor();
    await panel.getByLabel('Agregar documento').selectOption('rif');
    await upload(panel.getByRole('group', { name: 'Subir RIF' }), await photo('rif.jpg', 60));
    await panel.locator('[data-document="rif"]').getByText('Por verificar').waitFor();
  });
});
