import { rmSync, statfsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage } from './browser';
import {
  completeAdministratorProfile,
  freePort,
  ownServerFolder,
  startBuiltServer,
  stopServer,
  waitForHealth,
} from './global-setup';

/**
 * A server whose data folder's disk is low (decision 31): started with DISK_WARN_FREE_MB above the
 * disk's free space, it logs the warning and the administrator reads it in the back-office banner.
 */
const ADMIN = { email: 'tesorera@prestamos.test', password: 'Tesorera123!x' };
const { dir, dataDir } = ownServerFolder('e2e-low-disk-');
let server: ReturnType<typeof startBuiltServer>;
let base: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const { bavail, bsize } = statfsSync(dir);
  const freeMb = Math.floor((bavail * bsize) / 1024 / 1024);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startBuiltServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // A gigabyte more than this disk has free: low, whatever the machine.
    DISK_WARN_FREE_MB: String(freeMb + 1024),
  });
  await waitForHealth(base, server.child).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`, { cause: error });
  });
  await completeAdministratorProfile(base, ADMIN.email, ADMIN.password);
  browser = await launch();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.child);
  rmSync(dir, { recursive: true, force: true });
});

const LOW_DISK = new RegExp(
  `^Queda poco espacio en disco en ${dataDir.replaceAll('/', '\\/')}: [\\d.]+(,\\d)? (MB|GB) libres \\(\\d+ %\\)\\. Libere espacio: con el disco lleno el sistema deja de guardar pagos y solicitudes\\.$`,
);

describe('a low disk', () => {
  it('is said in the log at start, as a warning with its folder and free space', () => {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; warning?: string });
    const warning = lines.find((line) => line.warning === 'disk-low');
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(LOW_DISK);
  });

  it("shows in the administrators' banner, with the folder and the free space", async () => {
    await page.goto(`${base}/backoffice/iniciar-sesion`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${base}/backoffice/panel/ingresos`);
    const banner = page.getByRole('region', { name: 'Configuración pendiente' });
    const item = banner.getByText(/^Queda poco espacio en disco en /);
    await item.waitFor();
    expect(await item.innerText()).toMatch(LOW_DISK);
  });
});
