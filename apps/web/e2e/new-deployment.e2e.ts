import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { ROOT, freePort, ownServerFolder, startBuiltServer, stopServer, waitForHealth } from './global-setup';
import { seedCarrier } from './seed';

/**
 * A deployment while a carrier's phone holds the panel: a server of its own serves a copy of the build,
 * and restarts on it with its service worker changed as a new build's would be. (Chromium's update
 * check of a worker script bypasses the test's request routing: the new version has to be served.)
 */
const { dir, dataDir } = ownServerFolder('e2e-deploy-');
const webDist = join(dir, 'web');
let server: ReturnType<typeof startBuiltServer>;
let port = 0;
let base: string;
let browser: Browser;

/** The server on the copy of the build, as `npm start` runs it (it reads its files when it starts). */
async function startServer() {
  server = startBuiltServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    WEB_DIST: webDist,
    NODE_ENV: 'production',
  });
  await waitForHealth(base, server.child).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`, { cause: error });
  });
}

beforeAll(async () => {
  cpSync(join(ROOT, 'apps/web/dist'), webDist, { recursive: true });
  const carrier = await seedCarrier(dataDir);
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer();
  browser = await launch();
  Object.assign(credentials, carrier);
});
const credentials = { email: '', password: '' };

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server.child);
  rmSync(dir, { recursive: true, force: true });
});

describe('a new deployment', () => {
  it("shows 'Nueva versión disponible' on the open panel, and 'Actualizar' switches the phone to it", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    page.setDefaultTimeout(15_000);
    await page.goto(`${base}/`);
    await page.getByLabel('Email').first().fill(credentials.email);
    await page.getByLabel('Contraseña').first().fill(credentials.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
    await page.waitForURL(`${base}/panel/mis-prestamos`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Nueva versión disponible' });
    expect(await prompt.count()).toBe(0);

    // The next deployment: the server restarts on a build whose worker is a byte apart.
    appendFileSync(join(webDist, 'sw.js'), '\n// la próxima versión\n');
    await stopServer(server.child);
    await startServer();
    // A phone looks for a new worker on each page load and every hour; here, now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await prompt.waitFor({ timeout: 30_000 });
    const waiting = () =>
      page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
    expect(await waiting()).toBe(true);

    // This page, before the switch: a reload forgets the mark.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    // The page reloads under the new worker: nothing left waiting, the carrier where it was.
    await expect
      .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true), { timeout: 30_000 })
      .toBe(false);
    expect(await waiting()).toBe(false);
    expect(page.url()).toBe(`${base}/panel/mis-prestamos`);
    await page
      .getByRole('heading', { name: 'Prestamos' })
      .or(page.getByText('Prestamos').first())
      .first()
      .waitFor();
    expect(await prompt.count()).toBe(0);
  }, 240_000);
});
