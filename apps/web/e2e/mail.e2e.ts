import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, call, createAffiliate, ensureRate } from './admin-api';
import { launch, newPage, signInAsAdministrator, url } from './browser';

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser);
  await signInAsAdministrator(admin);
});
afterAll(() => browser?.close());

describe('the Correos screen', () => {
  it("lists an applicant's e-mail as sent and resends it as a copy", async () => {
    const token = await adminToken();
    await ensureRate(token);
    const affiliate = await createAffiliate(token);
    const applied = await call('POST', '/api/request-carrier', undefined, {
      dni: affiliate.dni,
      amount: 500,
    });
    expect(applied.status).toBe(201);

    await admin.getByRole('link', { name: 'Correos' }).click();
    await admin.waitForURL(url('/backoffice/panel/correos'));
    await admin.getByLabel('Destinatario').fill(affiliate.email);
    await admin.waitForURL(/destinatario=/);
    const rows = admin.getByRole('row').filter({ hasText: affiliate.email });
    /** The recipient's e-mails shown as sent, read again from the server (the sends run in the background). */
    const sentRows = async () => {
      await admin.reload();
      await rows.first().waitFor();
      return rows.filter({ hasText: 'Enviado' }).count();
    };
    // Without SMTP the server writes .eml files: sent within moments of the application.
    await expect.poll(sentRows, { timeout: 30_000, interval: 500 }).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain('Recibimos tu solicitud de crédito');

    // A sent e-mail goes again only as a copy the administrator confirms.
    await rows.first().getByRole('button', { name: 'Reenviar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Enviar una copia' });
    await dialog.getByText(`¿Enviar una copia a ${affiliate.email}?`).waitFor();
    await dialog.getByRole('button', { name: 'Enviar copia' }).click();
    await admin.getByText('Se enviará una copia del correo.').first().waitFor();
    await expect.poll(sentRows, { timeout: 30_000, interval: 500 }).toBe(2);
  });
});
