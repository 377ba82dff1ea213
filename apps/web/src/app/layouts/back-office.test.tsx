import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { setSession } from '../../lib/session';
import { administratorMe } from '../../test/me-fixture';
import { renderInApp } from '../../test/render';
import { jsonResponse, settle } from '../../test/render-page';
import { AppRoutes } from '../app-routes';
import { paths } from '../paths';
import { Providers } from '../providers';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/**
 * The whole app as main.tsx mounts it, at a back-office URL: no test wrapper gives it a data cache,
 * so a hook reading one outside the panel's own provider blanks the page here as in the browser.
 */
async function openBackOffice(url: string, me = administratorMe('Cajero')) {
  setSession({ access_token: 'token', refresh: 'refresh', message: '', user: me });
  // Every read but the administrator's own answers an empty list: the frame is what is checked.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      input === '/api/auth/me' ? jsonResponse(me) : jsonResponse([], { 'X-Total-Count': '0' }),
    ),
  );
  return renderInApp(
    <MemoryRouter initialEntries={[url]}>
      <Providers>
        <AppRoutes />
      </Providers>
    </MemoryRouter>,
  );
}

describe('the back office as the app mounts it', () => {
  it('draws its sidebar and the page at the URL', async () => {
    const { container } = await openBackOffice(paths.admin.payments);
    await vi.waitFor(
      async () => {
        // Inside act: the lazy screens arrive and answer as in the browser.
        await settle();
        expect(container.querySelector('nav[aria-label="Menú principal"]')).not.toBeNull();
        expect(container.querySelector('main h2')?.textContent).toBe('Pagos');
      },
      { timeout: 10_000 },
    );
    const labels = [...container.querySelectorAll('nav[aria-label="Menú principal"] a')].map((a) =>
      a.textContent?.trim(),
    );
    expect(labels).toEqual(expect.arrayContaining(['Resumen', 'Pagos', 'Prestamos']));
    // A Cajero's sidebar holds only what his role may open.
    expect(labels).not.toContain('Administradores');
  }, 20_000);

  it('says a section the role does not allow needs a permission, inside the same frame', async () => {
    const { container } = await openBackOffice(paths.admin.audit);
    await vi.waitFor(
      async () => {
        await settle();
        expect(container.querySelector('main [role="alert"]')?.textContent).toBe(
          'No tiene permiso para esta sección.',
        );
      },
      { timeout: 10_000 },
    );
    expect(container.querySelector('nav[aria-label="Menú principal"]')).not.toBeNull();
  }, 20_000);

  it('keeps global settings and rows of no line from an administrator limited to lines', async () => {
    const gerente = { ...administratorMe('Gerente'), organizationIds: [7] };
    const { container } = await openBackOffice(paths.admin.funds, gerente);
    await vi.waitFor(
      async () => {
        await settle();
        expect(container.querySelector('main [role="alert"]')?.textContent).toBe(
          'Esta sección es solo para administradores de todas las líneas.',
        );
      },
      { timeout: 10_000 },
    );
    const labels = [...container.querySelectorAll('nav[aria-label="Menú principal"] a')].map((a) =>
      a.textContent?.trim(),
    );
    expect(labels).toEqual(expect.arrayContaining(['Resumen', 'Prestamos']));
    expect(labels).not.toContain('Fondos');
  }, 20_000);
});
