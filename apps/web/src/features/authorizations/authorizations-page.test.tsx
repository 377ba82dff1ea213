import { unitText, type Authorization } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import { Component as AuthorizationsPage } from './authorizations-page';

const held = (id: number, more: Partial<Authorization> = {}): Authorization => ({
  id,
  action: 'loan.writeoff',
  status: 'Pendiente',
  entityId: 12,
  carrier: `Transportista ${id}`,
  amount: 21.5,
  summary: 'Inubicable',
  maker: 'Marta Pérez',
  requestedAt: '2026-11-20T14:00:00.000Z',
  expiresAt: '2026-11-27T14:00:00.000Z',
  checker: null,
  decidedAt: null,
  reason: null,
  ...more,
});

const rows = [held(1), held(2, { status: 'Rechazada', checker: 'Carlos Ruiz', reason: 'Sin soporte' })];

async function render() {
  const page = await renderPage(
    <AuthorizationsPage />,
    { route: '/backoffice/panel/autorizaciones', url: '/backoffice/panel/autorizaciones' },
    (url) =>
      url.includes('/approve') || url.includes('/reject')
        ? jsonResponse({ message: 'ok', authorization: rows[0] })
        : jsonResponse(rows, { 'X-Total-Count': String(rows.length) }),
  );
  const posts = () =>
    (page.fetch.mock.calls as unknown as [string, RequestInit | undefined][])
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, body: init?.body ?? null }));
  const rowOf = (id: number) =>
    Array.from(page.container.querySelectorAll('tbody tr')).find((tr) =>
      tr.textContent?.includes(`Transportista ${id}`),
    )!;
  return { ...page, posts, rowOf };
}

const buttonIn = (root: Element | null, name: string) =>
  Array.from(root?.querySelectorAll('button') ?? []).find((b) => b.textContent === name)!;
const click = async (button: HTMLButtonElement) => {
  await act(async () => button.click());
  await settle();
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Autorizaciones', () => {
  it('lists who asked what, for whom and how much, with Autorizar and Rechazar only while it waits', async () => {
    const { rowOf } = await render();
    const waiting = rowOf(1).textContent!;
    expect(waiting).toContain('Marta Pérez');
    expect(waiting).toContain('Castigar préstamo');
    expect(waiting).toContain(unitText(21.5));
    expect(waiting).toContain('Pendiente');
    expect(buttonIn(rowOf(1), 'Autorizar')).toBeDefined();
    expect(rowOf(2).textContent).toContain('Carlos Ruiz');
    expect(rowOf(2).textContent).toContain('Sin soporte');
    expect(buttonIn(rowOf(2), 'Autorizar')).toBeUndefined();
  });

  it('authorizes with a click, and rejects with the reason typed', async () => {
    const { rowOf, posts } = await render();
    await click(buttonIn(rowOf(1), 'Autorizar'));
    expect(posts()[0]!.url).toBe('/api/authorizations/1/approve');

    await click(buttonIn(rowOf(1), 'Rechazar'));
    // The modal is loaded on demand, at the first Rechazar.
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('[role="dialog"] [name="reason"]')).not.toBeNull();
    });
    const dialog = document.querySelector('[role="dialog"]')!;
    const reason = dialog.querySelector<HTMLTextAreaElement>('[name="reason"]')!;
    await typeInto(reason, 'Falta el soporte');
    await leave(reason);
    await act(async () =>
      dialog.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true })),
    );
    await settle();
    expect(posts()[1]).toEqual({
      url: '/api/authorizations/1/reject',
      body: JSON.stringify({ reason: 'Falta el soporte' }),
    });
  });
});
