import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { typeInto } from '../../test/type-into';
import { Component as ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Where the page sent the person: the path and the anchor. */
function Landed() {
  const { pathname, hash } = useLocation();
  return <p data-testid="landed">{pathname + hash}</p>;
}

/** The page on its route, beside the two logins it may send to; the server answers `kind` for the link. */
async function render(kind: Response) {
  const fetch = vi.fn(async (_input: string, init: RequestInit) =>
    init.method === 'PATCH'
      ? json(200, { message: 'Cambio de contraseña exitoso.', ...(await kind.clone().json()) })
      : kind.clone(),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      { path: '/:token/recuperar-contraseña', element: <ResetPasswordPage /> },
      { path: '/', element: <Landed /> },
      { path: '/backoffice/iniciar-sesion', element: <Landed /> },
    ],
    { initialEntries: [`/${TOKEN}/recuperar-contraseña`] },
  );
  const { container } = await renderInApp(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { container, fetch };
}

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, decodeURI(a.getAttribute('href') ?? '')]);

async function changePassword(container: HTMLElement) {
  await typeInto(container.querySelector<HTMLInputElement>('input[name="password"]')!, 'Nueva123!');
  await act(async () => container.querySelector('form')!.requestSubmit());
  await vi.waitFor(() => expect(container.querySelector('[data-testid="landed"]')).not.toBeNull());
  return container.querySelector('[data-testid="landed"]')!.textContent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the set-password page', () => {
  it("a carrier's link points to the landing's login box, and success lands there", async () => {
    const { container, fetch } = await render(json(200, { type: 'Carrier' }));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/auth/change-password/${TOKEN}`);
    expect(links(container)).toEqual([['Iniciar sesión como transportista', '/#iniciar-sesion']]);
    expect(await changePassword(container)).toBe('/#iniciar-sesion');
  });

  it("an administrator's link keeps the spec's link to the administrator login, and success goes there", async () => {
    const { container } = await render(json(200, { type: 'Administrator' }));
    expect(links(container)).toEqual([['Iniciar sesión como administrador', '/backoffice/iniciar-sesion']]);
    expect(await changePassword(container)).toBe('/backoffice/iniciar-sesion');
  });

  it('a link that no longer works says so in Spanish, offers a new one and no password field', async () => {
    const { container } = await render(json(404, { error: 'El enlace no es válido o ya expiró.' }));
    expect(container.textContent).toContain('El enlace no es válido o ya expiró.');
    expect(container.querySelector('input[name="password"]')).toBeNull();
    expect(links(container)).toEqual([
      ['Solicitar un enlace nuevo', '/olvide-mi-contraseña'],
      ['Iniciar sesión como transportista', '/#iniciar-sesion'],
      ['Iniciar sesión como administrador', '/backoffice/iniciar-sesion'],
    ]);
  });
});
