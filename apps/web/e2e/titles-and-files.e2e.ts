import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn, signInAsAdministrator, url } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The server's ORG_NAME (global-setup): every title ends with it. */
const org = inject('orgName');

/** Waits for the tab's title to settle on the expected one, then checks it exactly. */
async function expectTitle(page: Page, expected: string) {
  await page.waitForFunction((t) => document.title === t, expected, { timeout: 5_000 }).catch(() => {});
  expect(await page.title()).toBe(expected);
}

describe('files the server answers by name', () => {
  it('serves robots.txt and the manifest named after ORG_NAME, and 404s a missing file instead of the app', async () => {
    const robots = await fetch(url('/robots.txt'));
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Disallow: /backoffice/');

    const manifest = await fetch(url('/manifest.webmanifest'));
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: org, start_url: '/panel/mis-prestamos', lang: 'es' });
    expect((await fetch(url('/favicon.svg'))).status).toBe(200);
    // The installable app's icons, and its service worker, revalidated at every check.
    for (const path of ['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png', '/sw.js']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }

    for (const path of ['/favicon.ico', '/assets/missing-abc123.js', '/icon-1024.png']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
    const api = await fetch(url('/api/nope/deeper'), { method: 'DELETE' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Recurso no encontrado.' });
  });

  it('writes ORG_NAME into the built page, escaped', async () => {
    const res = await fetch(url('/olvide-mi-contraseña'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Cooperativa Sol &amp; Vía</title>');
    expect(html).toContain('<meta name="application-name" content="Cooperativa Sol &amp; Vía" />');
  });
});

describe('document titles', () => {
  it('names each public screen, the landing by the cooperative alone', async () => {
    const page = await newPage(browser);
    const screens: [string, string][] = [
      ['/', org],
      ['/backoffice/iniciar-sesion', `Iniciar sesión · Administración · ${org}`],
      ['/olvide-mi-contraseña', `Recuperar contraseña · ${org}`],
      ['/abc123/recuperar-contraseña', `Nueva contraseña · ${org}`],
      ['/esto/no/existe', `Página no encontrada · ${org}`],
    ];
    for (const [path, title] of screens) {
      await page.goto(url(path));
      await expectTitle(page, title);
    }
  });

  it('follows a carrier through the panel and back to the landing', async () => {
    const page = await newPage(browser);
    await signIn(page, '/', inject('carrierEmail'), inject('carrierPassword'));
    await page.waitForURL(url('/panel/mis-prestamos'));
    await expectTitle(page, `Mis préstamos · ${org}`);
    // The panel's top bar carries the cooperative's name too.
    await page.getByRole('banner').getByRole('link', { name: org }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Pagos' }).click();
    await page.waitForURL(url('/panel/mis-pagos'));
    await expectTitle(page, `Mis pagos · ${org}`);
    await page.goto(url('/panel/agregar-solicitud'));
    await expectTitle(page, `Agregar solicitud · ${org}`);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(url('/'));
    await expectTitle(page, org);
  });

  it('names back-office screens under Administración', async () => {
    const page = await newPage(browser);
    await signInAsAdministrator(page);
    await expectTitle(page, `Ingresos · Administración · ${org}`);
    await page.getByRole('navigation').getByRole('link', { name: 'Pagos' }).click();
    await page.waitForURL(url('/backoffice/panel/pagos'));
    await expectTitle(page, `Pagos · Administración · ${org}`);
    await page.goto(url('/backoffice/panel/agregar-nuevo-ingreso'));
    await expectTitle(page, `Agregar ingreso · Administración · ${org}`);
  });
});
