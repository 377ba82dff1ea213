import {
  ledgerAccountMessages as m,
  movementKindLabels,
  movementKindTypes,
  movementKinds,
  type LedgerAccount,
  type MeBody,
} from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../lib/notify';
import { administratorMe } from '../../test/me-fixture';
import { renderInApp } from '../../test/render';
import { jsonResponse, settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import { Component as AccountsPage } from './accounts-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const chart: LedgerAccount[] = [
  { id: 1, code: '1', name: 'Activo', type: 'Activo', parent: null, active: true },
  { id: 2, code: '1.1', name: 'Activo corriente', type: 'Activo', parent: '1', active: true },
  { id: 3, code: '1.1.01', name: 'Efectivo en caja y bancos', type: 'Activo', parent: '1.1', active: true },
  { id: 7, code: '2', name: 'Pasivo', type: 'Pasivo', parent: null, active: true },
  { id: 8, code: '3', name: 'Patrimonio', type: 'Patrimonio', parent: null, active: true },
  { id: 4, code: '4', name: 'Ingresos', type: 'Ingreso', parent: null, active: true },
  { id: 5, code: '4.1.01', name: 'Intereses sobre préstamos', type: 'Ingreso', parent: '4', active: true },
  { id: 6, code: '5', name: 'Gastos', type: 'Gasto', parent: null, active: true },
];
// Every kind onto the first account of the first type it accepts.
const codeFor = (kind: (typeof movementKinds)[number]) =>
  ({ Activo: '1.1.01', Pasivo: '2', Patrimonio: '3', Ingreso: '4.1.01', Gasto: '5' })[
    movementKindTypes[kind][0]!
  ];
const mapping = movementKinds.map((kind) => ({
  kind,
  label: movementKindLabels[kind],
  accountCode: codeFor(kind),
  accountName: chart.find((a) => a.code === codeFor(kind))!.name,
}));

const errorResponse = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(me?: MeBody) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/me' && me) return jsonResponse(me);
    if (url === '/api/accounts' && init?.method === 'POST')
      return jsonResponse({ id: 9, active: true, ...(JSON.parse(String(init.body)) as object) });
    if (url === '/api/accounts') return jsonResponse(chart);
    if (url === '/api/accounts/mapping' && init?.method === 'PUT') return jsonResponse(mapping);
    if (url === '/api/accounts/mapping') return jsonResponse(mapping);
    if (url === '/api/accounts/3' && init?.method === 'DELETE') return errorResponse(409, m.mapped);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let container: HTMLElement;
async function render() {
  ({ container } = await renderInApp(<AccountsPage />, {
    route: '/backoffice/panel/cuentas',
    queries: true,
  }));
  await settle();
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;
async function choose(root: ParentNode, name: string, value: string) {
  const select = root.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const sent = (fetch: ReturnType<typeof stubApi>, method: string) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call && { url: call[0], body: JSON.parse(String(call[1]!.body ?? 'null')) as unknown };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
});

describe('Cuentas contables', () => {
  it('shows the chart as a tree: each account indented under its parent', async () => {
    stubApi();
    await render();
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelector('td')!.textContent)).toEqual(chart.map((a) => a.code));
    const indent = (code: string) =>
      rows.find((r) => r.querySelector('td')!.textContent === code)!.querySelector<HTMLElement>('td span')!
        .style.paddingLeft;
    expect([indent('1'), indent('1.1'), indent('1.1.01')]).toEqual(['0rem', '1.25rem', '2.5rem']);
  });

  it('creates an account under a parent of its type, sending the parent by code', async () => {
    const fetch = stubApi();
    await render();
    await act(async () => button(container, 'Agregar').click());
    await settle();
    await typeInto(dialog().querySelector<HTMLInputElement>('input[name="code"]')!, '1.1.02');
    await typeInto(dialog().querySelector<HTMLInputElement>('input[name="name"]')!, 'Banco de Venezuela');
    await choose(dialog(), 'type', 'Activo');
    // Only accounts of the type chosen can be its parent.
    const parents = [...dialog().querySelectorAll('select[name="parent"] option')].map((o) => o.textContent);
    expect(parents).toEqual([
      'Ninguna (cuenta principal)',
      '1 Activo',
      '1.1 Activo corriente',
      '1.1.01 Efectivo en caja y bancos',
    ]);
    await choose(dialog(), 'parent', '1.1');
    await act(async () => dialog().querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(sent(fetch, 'POST')).toBeDefined());
    expect(sent(fetch, 'POST')).toEqual({
      url: '/api/accounts',
      body: { code: '1.1.02', name: 'Banco de Venezuela', type: 'Activo', parent: '1.1', active: true },
    });
  });

  it('says in Spanish what is wrong with a code before sending anything', async () => {
    const fetch = stubApi();
    await render();
    await act(async () => button(container, 'Agregar').click());
    await settle();
    const code = dialog().querySelector<HTMLInputElement>('input[name="code"]')!;
    await typeInto(code, '1.a');
    await leave(code);
    await act(async () => dialog().querySelector('form')!.requestSubmit());
    await settle();
    expect(dialog().textContent).toContain(m.codeFormat);
    expect(dialog().textContent).toContain(m.type);
    expect(sent(fetch, 'POST')).toBeUndefined();
  });

  it('asks before deleting and shows the refusal the API gives', async () => {
    stubApi();
    await render();
    const trash = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Eliminar 1.1.01 Efectivo en caja y bancos"]',
    )!;
    await act(async () => trash.click());
    await settle();
    expect(dialog().textContent).toContain('¿Eliminar la cuenta 1.1.01 Efectivo en caja y bancos?');
    await act(async () => button(dialog(), 'Eliminar').click());
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalled());
    expect((vi.mocked(notifyError).mock.calls[0]![0] as Error).message).toBe(m.mapped);
  });

  it('saves the mapping with every kind’s account code', async () => {
    const fetch = stubApi();
    await render();
    const form = container.querySelector<HTMLFormElement>('form[aria-label="Asignación de cuentas"]')!;
    // A write-off may charge an expense instead of the allowance.
    await choose(form, 'writeOff', '5');
    await act(async () => form.requestSubmit());
    await vi.waitFor(() => expect(sent(fetch, 'PUT')).toBeDefined());
    expect(sent(fetch, 'PUT')!.body).toEqual({
      ...Object.fromEntries(mapping.map((r) => [r.kind, r.accountCode])),
      writeOff: '5',
    });
  });

  it('shows the chart and the mapping read-only without settings.write', async () => {
    stubApi(administratorMe('Cajero'));
    await render();
    expect(container.textContent).toContain('Efectivo en caja y bancos');
    expect(container.querySelector('button[aria-label^="Eliminar"]')).toBeNull();
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Agregar')).toBe(false);
    expect(button(container, 'Guardar asignación')).toBeUndefined();
    expect(container.querySelector<HTMLSelectElement>('select[name="cash"]')!.disabled).toBe(true);
  });
});
