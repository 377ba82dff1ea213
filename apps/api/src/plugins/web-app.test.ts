import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/helper';
import { socialFooter } from '../../test/social-footer';
import { withSettingsRevision } from './service-worker';
import { switchUnit } from '../../test/reference-unit';

let h: Harness;
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
// The real page template, so a build that loses the elements the server fills in fails here.
const template = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
// An ampersand, quotes and a replacement pattern: the name must reach the page as plain text.
const ORG_NAME = 'Cooperativa Sol & Vía "El Llano" $&';
const ORG_NAME_HTML = 'Cooperativa Sol &amp; Vía &quot;El Llano&quot; $&amp;';
const NOT_FOUND = { error: 'Recurso no encontrado.' };
// A cooperative outside Venezuela's zone: the web's "today" must be the server's.
const TIME_ZONE = 'America/Bogota';
const LANDING_UNIT =
  '<p>Microcréditos en petros (₽).</p><dd>Cuota: 50,0000 <span data-unit="symbol">₽</span></dd>';
// The shape vite-plugin-pwa (Workbox generateSW) writes: the page listed with its build hash.
const SW =
  'define(["./workbox-1a2b3c4d"],function(s){s.precacheAndRoute([{url:"index.html",revision:"80dca19062b690c49c95a3d4b5e0671f"},{url:"assets/app-abc123.js",revision:null}],{})});';

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), template);
  // The landing with its footer's links as the build leaves them (without addresses), and the unit
  // as it pre-renders it: the default's, marked where the web knows it and plain where it may not.
  writeFileSync(
    join(dist, 'landing.html'),
    template.replace('<div id="root">', `<div id="root">${LANDING_UNIT}${socialFooter}`),
  );
  // What an older build left beside index.html: without the name, it must never be sent.
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(template));
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dist, 'assets/app-abc123.js'), js);
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dist, '.vite/manifest.json'), '{"secret":"manifest"}');
  writeFileSync(join(dist, 'sw.js'), SW);
  writeFileSync(join(dist, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
  writeFileSync(join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  h = await build(
    {
      ORG_NAME: `  ${ORG_NAME} `,
      APP_TIMEZONE: TIME_ZONE,
      SOCIAL_INSTAGRAM: 'https://www.instagram.com/cooperativa_sol',
      SOCIAL_WHATSAPP: '0414 123 4567',
    },
    dist,
  );
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The app's page, with ORG_NAME written into its title and application-name, APP_TIMEZONE into its meta. */
function expectAppPage(
  res: { statusCode: number; headers: Record<string, unknown>; body: string; rawPayload: Buffer },
  url = '',
  encoding?: 'br' | 'gzip',
) {
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control'], url).toBe('no-cache');
  expect(res.headers['content-encoding'], url).toBe(encoding);
  const body =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;
  expect(body, url).toContain('<div id="root">');
  expect(body, url).toContain(`<title>${ORG_NAME_HTML}</title>`);
  expect(body, url).toContain(`<meta name="application-name" content="${ORG_NAME_HTML}" />`);
  expect(body, url).toContain(`<meta name="business-time-zone" content="${TIME_ZONE}" />`);
}

describe('serving the web app', () => {
  it('serves the page at the root with ORG_NAME in it, never a stale precompressed copy', async () => {
    for (const url of ['/', '/index.html']) {
      expectAppPage(await h.app.inject({ url }), url);
      // Compressed in memory from the named page, never the build's stale .gz beside index.html.
      expectAppPage(await h.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } }), url, 'br');
      expectAppPage(await h.app.inject({ url, headers: { 'accept-encoding': 'gzip' } }), url, 'gzip');
      expectAppPage(await h.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } }), url, 'gzip');
    }
    const direct = await h.app.inject({ url: '/index.html.gz' });
    expect(direct.statusCode).toBe(404);
  });

  it('answers deep links, the Spanish ones included, with the app so the client router can take them', async () => {
    for (const url of [
      '/backoffice/panel/tasas',
      '/backoffice/panel/editar-afiliado/12',
      '/panel/mis-prestamos',
      '/panel/mis-prestamos?desde=a.js',
      '/olvide-mi-contrase%C3%B1a',
      '/Zx9-_Qa1b2C3/recuperar-contrase%C3%B1a',
      '/apiary',
      '/no/such/page',
    ]) {
      expectAppPage(await h.app.inject({ url }), url);
    }
    const head = await h.app.inject({ method: 'HEAD', url: '/panel/mis-pagos' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a missing file with 404, never with the app', async () => {
    for (const url of [
      '/favicon.ico',
      '/assets/missing-abc123.js',
      '/assets/missing-abc123.css',
      '/logo.png',
      '/icons/icon-192.png',
      '/notes.txt',
      '/site.webmanifest',
    ]) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('sends hashed assets precompressed and cached for a year', async () => {
    const res = await h.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the service worker and the Workbox runtime revalidated, never as immutable', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c4d.js', '/icon-192.png']) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const worker = await h.app.inject({ url: '/sw.js' });
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it("ties the precached page's revision to ORG_NAME, APP_TIMEZONE and the unit, which the server writes into it", async () => {
    const worker = (await h.app.inject({ url: '/sw.js' })).body;
    const revision = /url:"index\.html",revision:"([0-9a-f]+)"/.exec(worker)?.[1];
    expect(revision).toMatch(/^[0-9a-f]{32}$/);
    expect(revision).not.toBe('80dca19062b690c49c95a3d4b5e0671f');
    const settings = { orgName: ORG_NAME, timeZone: TIME_ZONE };
    expect(withSettingsRevision(SW, settings, 'PTR')).toContain(revision);
    expect(withSettingsRevision(SW, { ...settings, orgName: 'Otra cooperativa' }, 'PTR')).not.toContain(
      revision,
    );
    expect(withSettingsRevision(SW, { ...settings, timeZone: 'America/Caracas' }, 'PTR')).not.toContain(
      revision,
    );
    // The page names the reference unit too: another unit is another page for installed apps.
    expect(withSettingsRevision(SW, settings, 'USD')).not.toContain(revision);
    // The hashed assets keep their entries as built.
    expect(worker).toContain('{url:"assets/app-abc123.js",revision:null}');
  });

  it('keeps the build manifest private', async () => {
    const manifest = await h.app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('secret');
  });
});

describe('the pages in the reference unit in force (issue 29)', () => {
  const landing = async (encoding?: string) => {
    const res = await h.app.inject({ url: '/', headers: encoding ? { 'accept-encoding': encoding } : {} });
    return encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  };

  it('shows the unit the cooperative chose, with JavaScript off, and names it for the web', async () => {
    const before = await landing();
    expect(before).toContain('<meta name="reference-unit" content="PTR" />');
    expect(before).toContain('Microcréditos en petros (₽).');
    const worker = (await h.app.inject({ url: '/sw.js' })).body;
    await switchUnit(h, 'USD');
    try {
      for (const html of [await landing(), await landing('br')]) {
        expect(html).toContain('<meta name="reference-unit" content="USD" />');
        expect(html).toContain('Microcréditos en dólares (US$).');
        expect(html).toContain('Cuota: 50,0000 <span data-unit="symbol">US$</span>');
        expect(html).not.toContain('₽');
        expect(html).not.toMatch(/petros?\b/i);
      }
      // Every page names it; the installed apps get their page again.
      expectAppPage(await h.app.inject({ url: '/panel/mis-prestamos' }));
      expect((await h.app.inject({ url: '/panel/mis-prestamos' })).body).toContain(
        '<meta name="reference-unit" content="USD" />',
      );
      expect((await h.app.inject({ url: '/sw.js' })).body).not.toBe(worker);
    } finally {
      await switchUnit(h, 'PTR');
    }
    expect(await landing()).toBe(before);
    expect((await h.app.inject({ url: '/sw.js' })).body).toBe(worker);
  });
});

describe('files crawlers and browsers ask for', () => {
  it('serves a robots.txt that keeps crawlers to the landing', async () => {
    const res = await h.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /backoffice/',
        'Disallow: /panel/',
        'Disallow: /api/',
        'Disallow: /olvide-mi-contrase%C3%B1a',
        'Disallow: /*/recuperar-contrase%C3%B1a',
        'Disallow: /confirmar-correo/',
      ]),
    );
  });

  it('serves the web app manifest named after ORG_NAME', async () => {
    const res = await h.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json(;|$)/);
    expect(res.json()).toMatchObject({
      name: ORG_NAME,
      // Too long for a home screen label.
      short_name: 'Préstamos',
      lang: 'es',
      start_url: '/panel/mis-prestamos',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      scope: '/',
    });
    const icons = res.json<{ icons: { src: string; sizes: string; purpose: string }[] }>().icons;
    expect(icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      '/icon-192.png 192x192 any',
      '/icon-512.png 512x512 any',
      '/icon-maskable-512.png 512x512 maskable',
      '/favicon.svg any any',
    ]);
    for (const { src } of icons)
      expect(existsSync(join(import.meta.dirname, '../../../web/public', src)), src).toBe(true);
    // The page links it, and the icon it names is a file the build ships.
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(readFileSync(join(import.meta.dirname, '../../../web/public/favicon.svg'), 'utf8')).toContain(
      '<svg',
    );
  });

  it('leaves the pages and files out of the API description', async () => {
    const doc = (await h.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});

describe("the landing footer's social links", () => {
  /** The links of the served landing's footer, as network → href (no href: ''). */
  const footerLinks = async (app: Harness['app']) => {
    const html = (await app.inject({ url: '/' })).body;
    return Object.fromEntries(
      [...html.matchAll(/<a (?:href="([^"]*)")?[^>]* data-social="(\w+)"/g)].map(([, href, network]) => [
        network,
        href ?? '',
      ]),
    );
  };

  it('links the configured profiles, a WhatsApp phone as its wa.me link, and no other network', async () => {
    expect(await footerLinks(h.app)).toEqual({
      instagram: 'https://www.instagram.com/cooperativa_sol',
      whatsapp: 'https://wa.me/584141234567',
    });
    expect((await h.app.inject({ url: '/' })).body).toContain('aria-label="Redes sociales"');
  });

  it('shows no link and no empty navigation without SOCIAL_* variables', async () => {
    const bare = await build({}, dist);
    try {
      const html = (await bare.app.inject({ url: '/' })).body;
      expect(await footerLinks(bare.app)).toEqual({});
      expect(html).not.toContain('Redes sociales');
      expect(html).toContain('<footer></footer>');
    } finally {
      await bare.close();
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 in Spanish JSON with the security headers, whatever the method', async () => {
    const urls = ['/api', '/api/', '/api/nope', '/api/nope/deeper', '/api/nope.js', '/api?x=1'];
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        const res = await h.app.inject({ method, url });
        const what = `${method} ${url}`;
        expect(res.statusCode, what).toBe(404);
        expect(res.headers['content-type'], what).toMatch(/^application\/json/);
        expect(res.json(), what).toEqual(NOT_FOUND);
        expect(res.headers['content-security-policy'], what).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options'], what).toBe('nosniff');
        expect(res.headers['x-frame-options'], what).toBe('DENY');
      }
      const head = await h.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      expect(head.headers['content-type'], `HEAD ${url}`).toMatch(/^application\/json/);
    }
  });

  it('a page path with another method than GET is not the app either', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/panel/mis-prestamos' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});
