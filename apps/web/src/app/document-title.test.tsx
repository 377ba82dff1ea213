import { act } from 'react';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { documentTitle } from '../lib/document-title';
import { renderInApp } from '../test/render';
import { RootLayout } from './layouts/root-layout';
import { toRouteObjects, type AppRoute } from './route-modules';

import { routes } from './router';

/** Every page of the router with the title its matched routes make once their modules load. */
async function pageTitles(list: readonly AppRoute[], parents: { handle?: unknown }[] = []) {
  const titles: [string, string][] = [];
  for (const route of list) {
    const loaded: { handle?: unknown } = route.lazy ? await route.lazy() : {};
    const chain = [...parents, { handle: loaded.handle }];
    if (route.children) titles.push(...(await pageTitles(route.children, chain)));
    else if (route.path) titles.push([route.path, documentTitle(chain, 'Préstamos')]);
  }
  return titles;
}

describe('document titles', () => {
  it('puts the screen first, then its area, then the cooperative', () => {
    const matches = [{}, { handle: { title: 'Administración' } }, { handle: { title: 'Pagos' } }];
    expect(documentTitle(matches, 'Coop El Llano')).toBe('Pagos · Administración · Coop El Llano');
    expect(documentTitle([{}, { handle: { other: 1 } }], 'Coop El Llano')).toBe('Coop El Llano');
  });

  it('gives every screen of the router its own title', async () => {
    const titles = new Map(await pageTitles(routes));
    expect(titles.get('/')).toBe('Préstamos');
    expect(titles.get('/backoffice/iniciar-sesion')).toBe('Iniciar sesión · Administración · Préstamos');
    expect(titles.get('/olvide-mi-contraseña')).toBe('Recuperar contraseña · Préstamos');
    expect(titles.get('/:token/recuperar-contraseña')).toBe('Nueva contraseña · Préstamos');
    expect(titles.get('/panel/mis-prestamos')).toBe('Mis préstamos · Préstamos');
    expect(titles.get('/panel/agregar-solicitud')).toBe('Agregar solicitud · Préstamos');
    expect(titles.get('/backoffice/panel/pagos')).toBe('Pagos · Administración · Préstamos');
    expect(titles.get('/backoffice/panel/agregar-nuevo-ingreso')).toBe(
      'Agregar ingreso · Administración · Préstamos',
    );
    expect(titles.get('*')).toBe('Página no encontrada · Préstamos');
    for (const [path, title] of titles) {
      if (path === '/') continue;
      expect(title, path).toMatch(/^[^·]+ · (Administración · )?Préstamos$/);
      if (path.startsWith('/backoffice/')) expect(title, path).toContain(' · Administración · ');
    }
    // No two screens share a title, so a tab or a history entry always says which one it is.
    expect(new Set(titles.values()).size).toBe(titles.size);
  }, 60_000);

  it('follows navigation in the tab title', async () => {
    const screens = toRouteObjects([
      {
        Component: RootLayout,
        children: [
          { path: '/', lazy: async () => ({ Component: () => <Link to="/pagos">Pagos</Link> }) },
          {
            path: '/pagos',
            lazy: async () => ({ handle: { title: 'Mis pagos' }, Component: () => <p>Pagos</p> }),
          },
        ],
      },
    ]);
    const Screens = () => useRoutes(screens);
    const { container } = await renderInApp(
      <MemoryRouter initialEntries={['/']}>
        <Screens />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(container.querySelector('a')).not.toBeNull());
    expect(document.title).toBe('Préstamos');
    await act(async () => container.querySelector('a')!.click());
    await vi.waitFor(() => expect(document.title).toBe('Mis pagos · Préstamos'));
  });
});
