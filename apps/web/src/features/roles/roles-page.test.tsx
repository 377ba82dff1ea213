import { builtInRoles, permissionKeys, permissionLabels, type Role } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { typeInto } from '../../test/type-into';
import { Component as RolesPage } from './roles-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const roles: Role[] = [
  { id: 1, name: 'Administrador general', permissions: [...permissionKeys], builtIn: true },
  { id: 4, name: 'Cajero', permissions: [...builtInRoles.Cajero!], builtIn: true },
];

function answer(url: string, init?: RequestInit) {
  if (url === '/api/permissions')
    return jsonResponse(permissionKeys.map((key) => ({ key, label: permissionLabels[key] })));
  if (url === '/api/roles' && init?.method === 'POST')
    return jsonResponse({ id: 9, ...(JSON.parse(String(init.body)) as object), builtIn: false });
  if (url === '/api/roles') return jsonResponse(roles);
  return new Response(JSON.stringify({ error: 'No encontrado.' }), { status: 404 });
}

const render = () =>
  renderPage(<RolesPage />, { route: '/backoffice/panel/roles', url: '/backoffice/panel/roles' }, answer);
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const checkbox = (label: string) =>
  [...dialog()!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (box) => box.closest('.mantine-Checkbox-root')?.textContent === label,
  )!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the roles screen', () => {
  it('lists each role with its permissions in words and whether it is built in', async () => {
    const { container } = await render();
    const cajero = [...container.querySelectorAll('tbody tr')].find((row) =>
      row.textContent?.includes('Cajero'),
    )!;
    expect(cajero.textContent).toContain('Decidir pagos, Registrar ingresos, egresos y fondos');
    expect(cajero.textContent).toContain('Predefinido');
  });

  it('creates a role with the permissions chosen', async () => {
    const { container, fetch } = await render();
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Agregar')!;
    await act(async () => add.click());
    await settle();
    await typeInto(dialog()!.querySelector<HTMLInputElement>('input[name="name"]')!, 'Tesorero');
    await act(async () => checkbox('Decidir pagos').click());
    await act(async () => checkbox('Exportar listas y documentos').click());
    await act(async () => dialog()!.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/roles');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Tesorero',
      permissions: ['payments.decide', 'exports.run'],
    });
  });
});
