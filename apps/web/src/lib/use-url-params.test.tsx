import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderInApp } from '../test/render';
import { useUrlParams } from './use-url-params';

async function renderAt(url: string) {
  let hook: ReturnType<typeof useUrlParams> | undefined;
  const Probe = (): ReactNode => {
    hook = useUrlParams();
    return null;
  };
  const router = createMemoryRouter([{ path: '/lista', element: <Probe /> }], { initialEntries: [url] });
  await renderInApp(<RouterProvider router={router} />);
  return { router, update: (...args: Parameters<ReturnType<typeof useUrlParams>[1]>) => hook![1](...args) };
}

describe('useUrlParams', () => {
  it('keeps both of two changes asked before the first one renders', async () => {
    const { router, update } = await renderAt('/lista?pagina=3');
    await act(async () => {
      update((p) => p.set('tipo', 'payment'));
      update((p) => p.set('administrador', '1'));
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pagina: '3',
      tipo: 'payment',
      administrador: '1',
    });
  });

  it('builds on the URL shown once the last change has rendered', async () => {
    const { router, update } = await renderAt('/lista');
    await act(async () => update((p) => p.set('estado', 'Pagado')));
    await act(async () => router.navigate('/lista?fecha=2026-11-20'));
    await act(async () => update((p) => p.set('cedula', '123')));
    expect(router.state.location.search).toBe('?fecha=2026-11-20&cedula=123');
  });
});
