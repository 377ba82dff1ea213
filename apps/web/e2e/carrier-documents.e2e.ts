import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, call, createAffiliate, createCarrierAccount, ensureRate } from './admin-api';
import { newestMailTo } from './mail-files';
import { launch, newPage, signIn, url } from './browser';

// Issue 31, the carrier's side at 360 px: mis-documentos lists each paper and takes one, and the
// home says when a licence is about to expire.
const PASSWORD = 'Papeles123!';

let browser: Browser;
let carrier: Page;

/** A day `days` from now as the date field takes it (dd/mm/aaaa). */
const dayText = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
};

beforeAll(async () => {
  const token = await adminToken();
  await ensureRate(token);
  const { affiliate } = await createCarrierAccount(token, PASSWORD, {
    firstNames: 'Marta',
    lastNames: 'Licencia',
  });
  browser = await launch();
  carrier = await newPage(browser, 'phone');
  await signIn(carrier, '/', affiliate.email, PASSWORD);
  await carrier.waitForURL(url('/panel/mis-prestamos'));
});
afterAll(() => browser?.close());

describe('mis-documentos (360 px)', () => {
  it('lists each kind as missing, from the sidebar', async () => {
    await carrier.getByRole('button', { name: 'Menú' }).click();
    await carrier.getByRole('link', { name: 'Documentos' }).click();
    await carrier.waitForURL(url('/panel/mis-documentos'));
    // The tab's title follows the route once its module has loaded.
    await carrier.waitForFunction(() => document.title.startsWith('Mis documentos'), undefined, {
      timeout: 5_000,
    });
    for (const kind of ['Cédula de identidad', 'RIF', 'Licencia de conducir', 'Carnet de circulación'])
      await carrier.getByRole('region', { name: kind }).getByText('Falta', { exact: true }).waitFor();
  });

  it('uploads a licence expiring in 20 days: received, waiting for verification, flagged as expiring', async () => {
    const licence = carrier.getByRole('region', { name: 'Licencia de conducir' });
    await licence.getByLabel('Fecha de vencimiento').pressSequentially(dayText(20).replace(/\D/g, ''));
    const chooser = carrier.waitForEvent('filechooser');
    await licence.getByRole('button', { name: 'Elegir archivo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'licencia.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: '#88aacc' } })
        .jpeg()
        .toBuffer(),
    });
    await licence.getByText('Documento recibido.').waitFor();
    await licence.getByText('Por verificar').waitFor();
    await licence.getByText('Vence pronto').waitFor();
    await licence.getByRole('img', { name: 'Miniatura de licencia.jpg' }).waitFor();
    expect(await carrier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('shrinks a 12 MP phone photo before sending it: under 1 MB crosses the connection', async () => {
    // A phone's portrait: stored landscape with EXIF orientation 6, grain so it really weighs megabytes.
    const [width, height] = [4032, 3024];
    const grain = Buffer.alloc(width * height * 3);
    for (let i = 0; i < grain.length; i++) grain[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(grain, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(3_000_000);
    const cedula = carrier.getByRole('region', { name: 'Cédula de identidad' });
    const sent = carrier.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/documents'));
    const chooser = carrier.waitForEvent('filechooser');
    await cedula.getByRole('button', { name: 'Elegir archivo' }).click();
    await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    const request = await sent;
    const stored = (await (await request.response())!.json()) as { bytes: number; fileName: string };
    expect((await request.sizes()).requestBodySize).toBeLessThan(1_000_000);
    expect(stored).toMatchObject({ fileName: 'IMG_0001.jpg' });
    expect(stored.bytes).toBeLessThan(1_000_000);
    await cedula.getByText('Documento recibido.').waitFor();
  });

  it('refuses a file that is not a photo or a PDF, in Spanish, and keeps the page', async () => {
    const rif = carrier.getByRole('region', { name: 'RIF' });
    const chooser = carrier.waitForEvent('filechooser');
    await rif.getByRole('button', { name: 'Elegir archivo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'rif.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html>no soy una foto</html>'),
    });
    await rif
      .getByRole('alert')
      .getByText(/Formato no admitido/)
      .waitFor();
    await rif.getByText('Falta', { exact: true }).waitFor();
  });

  it("the home reminds the licence's expiry and links to mis-documentos", async () => {
    await carrier.goto(url('/panel/mis-prestamos'));
    const notice = carrier.getByRole('status').filter({ hasText: 'Tu licencia de conducir vence el' });
    await notice.getByText(`Tu licencia de conducir vence el ${dayText(20)}.`).waitFor();
    await notice.getByRole('link', { name: 'Ir a Mis documentos' }).click();
    await carrier.waitForURL(url('/panel/mis-documentos'));
  });
});

describe('an applicant without an account (360 px)', () => {
  it("sends a rejected paper again from the e-mail's link", async () => {
    const token = await adminToken();
    const affiliate = await createAffiliate(token, { firstNames: 'Luis', lastNames: 'Sinpanel' });
    const form = new FormData();
    form.append('kind', 'cedula');
    const photo = await sharp({ create: { width: 500, height: 320, channels: 3, background: '#cc9966' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(photo)]), 'cedula.jpg');
    const sent = await fetch(url(`/api/affiliate/${affiliate.id}/documents`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const decided = await call('PATCH', `/api/documents/${id}`, token, {
      status: 'Rechazado',
      reason: 'Falta el reverso',
    });
    expect(decided.status).toBe(200);
    const mail = await newestMailTo(affiliate.email, 'Falta el reverso');
    const link = /https?:\/\/[^\s"<>]+\/subir-documentos\/\d+#[\w.-]+/.exec(mail)?.[0];
    expect(link, mail).toBeTruthy();
    const applicant = await newPage(browser, 'phone');
    await applicant.goto(url(new URL(link!).pathname + new URL(link!).hash));
    const cedula = applicant.getByRole('group', { name: 'Cédula de identidad' });
    const chooser = applicant.waitForEvent('filechooser');
    await cedula.getByRole('button', { name: 'Elegir archivo' }).click();
    await (await chooser).setFiles({ name: 'cedula-reverso.jpg', mimeType: 'image/jpeg', buffer: photo });
    await cedula.getByText('Documento recibido.').waitFor();
    const listed = await call<{ fileName: string }[]>(
      'GET',
      `/api/affiliate/${affiliate.id}/documents`,
      token,
    );
    expect(listed.body.map((d) => d.fileName)).toContain('cedula-reverso.jpg');
    await applicant.close();
  });
});
