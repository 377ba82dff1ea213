import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageSettings, withSocialLinks } from './app-page';
import { loadAppPages } from './app-pages';
import { socialFooter } from '../../test/social-footer';

// The real page template: what the build fills and the server names.
const template = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
const page = (marker: string) => template.replace('<div id="root"></div>', `<div id="root">${marker}</div>`);
const CARRIER_TOP_BAR = '<a class="home" data-org-name="" href="/panel/mis-prestamos">Préstamos</a>';
const dist = mkdtempSync(join(tmpdir(), 'web-pages-'));
let pageFor: ReturnType<typeof loadAppPages>;

beforeAll(() => {
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'index.html'), page('SHELL'));
  writeFileSync(join(dist, 'landing.html'), page('LANDING'));
  writeFileSync(join(dist, 'pages/iniciar-sesion.html'), page('LOGIN'));
  writeFileSync(join(dist, 'pages/olvide-mi-contrasena.html'), page('FORGOT'));
  writeFileSync(join(dist, 'pages/no-encontrada.html'), page('NOT FOUND'));
  // A carrier page pre-rendered at build time: its top bar names the cooperative as the build knew it.
  writeFileSync(join(dist, 'pages/panel-mis-pagos.html'), page(CARRIER_TOP_BAR));
  const routes = ['/', '/backoffice/iniciar-sesion', '/olvide-mi-contraseña', '/:token/recuperar-contraseña'];
  routes.push('/panel', '/panel/mis-prestamos', '/panel/mis-pagos', '/backoffice/panel/editar-afiliado/:id');
  const prerendered = {
    '/panel/mis-pagos': 'panel-mis-pagos.html',
    '/backoffice/iniciar-sesion': 'iniciar-sesion.html',
    '/olvide-mi-contraseña': 'olvide-mi-contrasena.html',
  };
  writeFileSync(
    join(dist, 'pages/routes.json'),
    JSON.stringify({ prerendered, notFound: 'no-encontrada.html', routes }),
  );
  pageFor = loadAppPages(dist, { orgName: 'Cooperativa <Sol>', timeZone: 'America/Bogota' });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const answer = (url: string) => {
  const { html, status } = pageFor(url);
  return {
    status,
    body: /<div id="root">([^<]*)<\/div>/.exec(html)?.[1],
    named:
      html.includes('Cooperativa &lt;Sol&gt;') &&
      html.includes('<meta name="business-time-zone" content="America/Bogota" />'),
  };
};

describe('which built page answers a path', () => {
  it('sends the landing and the pre-rendered public pages as their own HTML', () => {
    expect(answer('/')).toEqual({ status: 200, body: 'LANDING', named: true });
    expect(answer('/?utm=x')).toEqual({ status: 200, body: 'LANDING', named: true });
    // The shell by its name: what the service worker keeps for the panel offline.
    expect(answer('/index.html')).toEqual({ status: 200, body: 'SHELL', named: true });
    expect(answer('/backoffice/iniciar-sesion')).toEqual({ status: 200, body: 'LOGIN', named: true });
    expect(answer('/olvide-mi-contrase%C3%B1a')).toEqual({ status: 200, body: 'FORGOT', named: true });
  });

  it("writes ORG_NAME into a pre-rendered carrier page's top bar, as text", () => {
    const { html, status } = pageFor('/panel/mis-pagos');
    expect(status).toBe(200);
    expect(html).toContain(
      '<a class="home" data-org-name="" href="/panel/mis-prestamos">Cooperativa &lt;Sol&gt;</a>',
    );
    expect(html).not.toContain('>Préstamos</a>');
  });

  it('escapes every character of ORG_NAME that HTML reads, in the top bar as in the head', () => {
    // The top bar as the build writes it (React's attributes around data-org-name), and a name with
    // markup, an entity's start, a quote and a replacement pattern: all must stay text.
    const built = page(
      '<a class="_home_1 mantine-focus-auto" data-org-name="" href="/panel/mis-prestamos" data-discover="true">Préstamos</a>',
    );
    const html = withPageSettings(built, {
      orgName: 'Caja "Unión" & <b>Sol</b> $& $1',
      timeZone: 'America/Caracas',
    });
    const named = 'Caja &quot;Unión&quot; &amp; &lt;b&gt;Sol&lt;/b&gt; $&amp; $1';
    expect(html).toContain(
      `<a class="_home_1 mantine-focus-auto" data-org-name="" href="/panel/mis-prestamos" data-discover="true">${named}</a>`,
    );
    expect(html).toContain(`<title>${named}</title>`);
    expect(html).toContain(`<meta name="application-name" content="${named}"`);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('>Préstamos</a>');
  });

  it('sends the app shell for the routes of its router, parameters, case and a final slash included', () => {
    for (const url of [
      '/panel/mis-prestamos',
      '/panel/mis-prestamos/',
      '/PANEL/Mis-Prestamos?pagina=2',
      '/panel',
      '/backoffice/panel/editar-afiliado/12',
      '/Zx9-_Qa1b2C3/recuperar-contrase%C3%B1a',
    ]) {
      expect(answer(url), url).toEqual({ status: 200, body: 'SHELL', named: true });
    }
  });

  it('answers any other path with the not-found page and a 404', () => {
    for (const url of [
      '/apiary',
      '/no/such/page',
      '/panel/mis-prestamos/3',
      '/%E0%A4%A',
      '/backoffice/panel/editar-afiliado',
    ]) {
      expect(answer(url), url).toEqual({ status: 404, body: 'NOT FOUND', named: true });
    }
  });
});

describe("the landing footer's social links (SOCIAL_*)", () => {
  const landing = page(`LANDING${socialFooter}`);
  /** The footer's links as network → href. */
  const linksIn = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<a href="([^"]*)"[^>]* data-social="(\w+)"/g)].map(([, href, network]) => [
        network,
        href,
      ]),
    );

  it('writes each configured profile into its link, in the build order, and drops the others', () => {
    const html = withSocialLinks(landing, {
      instagram: 'https://www.instagram.com/cooperativa_sol',
      whatsapp: 'https://wa.me/584141234567',
    });
    expect(linksIn(html)).toEqual({
      instagram: 'https://www.instagram.com/cooperativa_sol',
      whatsapp: 'https://wa.me/584141234567',
    });
    expect(html).not.toContain('data-social="facebook"');
    expect(html).not.toContain('data-social="x"');
    // The rest of each link (new tab, its name, its icon) stays as built.
    expect(html).toContain(
      '<a href="https://www.instagram.com/cooperativa_sol" data-social="instagram" class="landing-social" target="_blank" rel="noopener noreferrer" aria-label="instagram"><svg aria-hidden="true">',
    );
  });

  it('shows no link and no empty navigation when none is configured', () => {
    for (const html of [withSocialLinks(landing, {}), withSocialLinks(landing, { x: '' })]) {
      expect(html).not.toContain('Redes sociales');
      expect(html).not.toContain('data-social');
      expect(html).toContain('<footer></footer>');
    }
  });

  it('writes an address as text, never as markup', () => {
    const html = withSocialLinks(landing, { facebook: 'https://www.facebook.com/coop?a=1&b="2"' });
    expect(linksIn(html)).toEqual({ facebook: 'https://www.facebook.com/coop?a=1&amp;b=&quot;2&quot;' });
  });

  it('refuses to start with profiles configured and a landing without their place', () => {
    expect(() => withSocialLinks(page('LANDING'), { x: 'https://x.com/coop' })).toThrow(/data-social-links/);
    expect(withSocialLinks(page('LANDING'), {})).toBe(page('LANDING'));
  });
});
