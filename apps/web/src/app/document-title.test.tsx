import { act } from 'react';
import type * as reactRouter from 'react-router';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { documentTitle } from '../lib/document-title';
import { renderInApp } from '../test/render';
import { RootLayout } from './layouts/root-layout';

// The real route tree without a browser router: createBrowserRouter hands back what it was given.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof reactRouter>()),
  createBrowserRouter: (routes: RouteObject[]) => routes,
}));
const { router } = await import('./router');

/** Every page of the router with the title its matched routes make once their modules load. */
async function pageTitles(list: RouteObject[], parents: { handle?: unknown }[] = []) {
  const titles: [string, string][] = [];
  for (const route of list) {
    const loaded = typeof route.lazy === 'function' ? ((await route.lazy()) as { handle?: unknown }) : {};
    const chain = [...parents, { handle: loaded.handle ?? route.handle }];
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
    const titles = new Map(await pageTitles(router as unknown as RouteObject[]));
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
    const memory = createMemoryRouter(
      [
        {
          Component: RootLayout,
          children: [
            { path: '/', element: <Link to="/pagos">Pagos</Link> },
            { path: '/pagos', handle: { title: 'Mis pagos' }, element: <p>Pagos</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    await renderInApp(<RouterProvider router={memory} />);
    expect(document.title).toBe('Préstamos');
    await act(() => memory.navigate('/pagos'));
    expect(document.title).toBe('Mis pagos · Préstamos');
  });
});
