import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppPages } from './app-pages';

// The real page template: what the build fills and the server names.
const template = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
const page = (marker: string) => template.replace('<div id="root"></div>', `<div id="root">${marker}</div>`);
const dist = mkdtempSync(join(tmpdir(), 'web-pages-'));
let pageFor: ReturnType<typeof loadAppPages>;

beforeAll(() => {
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'index.html'), page('SHELL'));
  writeFileSync(join(dist, 'landing.html'), page('LANDING'));
  writeFileSync(join(dist, 'pages/iniciar-sesion.html'), page('LOGIN'));
  writeFileSync(join(dist, 'pages/olvide-mi-contrasena.html'), page('FORGOT'));
  writeFileSync(join(dist, 'pages/no-encontrada.html'), page('NOT FOUND'));
  const routes = ['/', '/backoffice/iniciar-sesion', '/olvide-mi-contraseña', '/:token/recuperar-contraseña'];
  routes.push('/panel', '/panel/mis-prestamos', '/backoffice/panel/editar-afiliado/:id');
  const prerendered = {
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
