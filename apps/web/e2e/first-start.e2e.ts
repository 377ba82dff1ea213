import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './browser';
import { freePort, startBuiltServer, stopServer, waitForHealth } from './global-setup';

/**
 * A cooperative's first start with nothing configured, listening on every interface as by default:
 * the server warns at start, and the first administrator meets the banner and the profile question.
 */
const BANK_WARNING =
  'Los datos bancarios para los pagos son los de ejemplo: configure PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_HOLDER, PAYMENT_ACCOUNT_NUMBER y PAYMENT_RIF.';

let server: ReturnType<typeof startBuiltServer>;
let dataDir: string;
let base: string;
let password: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-first-start-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startBuiltServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '0.0.0.0', PUBLIC_URL: '' });
  await waitForHealth(base, server.child);
  password = /Contraseña: (\S+)/.exec(server.output())![1]!;
  browser = await launch();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The log lines the server wrote at warn level, as pino writes them (one JSON object a line). */
const warnLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; warning?: string })
    .filter((line) => line.warning);

async function signIn() {
  await page.goto(`${base}/backoffice/iniciar-sesion`);
  await page.getByLabel('Email').fill('admin@prestamos.local');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${base}/backoffice/panel/ingresos`);
}

const banner = () => page.getByRole('region', { name: 'Configuración pendiente' });

describe('the first start of a server nobody configured', () => {
  it('prints a Spanish warning for each setting left to do', async () => {
    await expect
      .poll(() => warnLines().map((l) => l.warning))
      .toEqual(['payment-placeholders', 'public-url-local']);
    const [bank, links] = warnLines();
    expect(bank).toMatchObject({ level: 40, msg: BANK_WARNING });
    expect(links!.level).toBe(40);
    expect(links!.msg).toMatch(
      /escucha en 0\.0\.0\.0.*apuntan a http:\/\/localhost:\d+.*configure PUBLIC_URL/,
    );
  });

  it('the first administrator is asked for its cédula and phone, with the spec messages, before anything else', async () => {
    await signIn();
    const dialog = page.getByRole('dialog', { name: 'Completa tus datos' });
    await dialog.waitFor();
    // Behind it, the administrators list shows both as missing.
    await page.goto(`${base}/backoffice/panel/usuarios`);
    await dialog.waitFor();
    await expect
      .poll(() => page.locator('tbody tr').first().innerText())
      .toMatch(/Administrador\s+Principal\s+—\s+admin@prestamos\.local\s+—/);

    const dni = dialog.getByLabel('Cédula');
    await dni.fill('123');
    await dni.blur();
    await dialog.getByText('La cédula no es válida').waitFor();
    const phone = dialog.getByLabel('Teléfono');
    await phone.fill('555');
    await phone.blur();
    await dialog.getByText('El formato permitido es +580000000000').waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dni.fill('14567890');
    await phone.fill('04241234567');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Datos guardados.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: '14567890' }).filter({ hasText: '04241234567' }).waitFor();
  });

  it('a yellow banner lists the warnings; dismissed, it stays away for the session and returns at the next sign-in', async () => {
    await banner().getByText(BANK_WARNING).waitFor();
    await banner()
      .getByText(/configure PUBLIC_URL/)
      .waitFor();
    await banner().getByRole('button', { name: 'Ocultar este aviso' }).click();
    await banner().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Administradores' }).waitFor();
    expect(await banner().count()).toBe(0);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${base}/backoffice/iniciar-sesion`);
    await signIn();
    await banner().getByText(BANK_WARNING).waitFor();
    // The profile is complete now: no question this time.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
