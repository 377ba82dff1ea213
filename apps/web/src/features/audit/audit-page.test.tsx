import type { AuditEntry } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { Component as AuditPage } from './audit-page';

const entries: AuditEntry[] = [
  {
    id: 2,
    at: '2026-11-20T18:05:00.000Z',
    administrator: { id: 1, name: 'Ana Pérez', email: 'ana@example.com' },
    action: 'update',
    entity: 'organization',
    entityId: 5,
    before: { name: 'Línea Sur', code: 'A1' },
    after: { name: 'Línea Sur 2', code: 'A1' },
  },
  {
    id: 1,
    at: '2026-11-19T13:00:00.000Z',
    administrator: { id: 1, name: 'Ana Pérez', email: 'ana@example.com' },
    action: 'create',
    entity: 'price',
    entityId: 3,
    before: null,
    after: { id: 3, amount: 40 },
  },
];

/** The audit list and the administrators the filter offers. */
const answer = (input: string) => {
  if (input.startsWith('/api/audit')) return jsonResponse(entries, { 'X-Total-Count': '2' });
  if (input.startsWith('/api/users'))
    return jsonResponse([{ id: 1, type: 'Administrator', firstNames: 'Ana', lastNames: 'Pérez' }], {
      'X-Total-Count': '1',
    });
  return new Response(null, { status: 404 });
};

const render = (url: string) =>
  renderPage(<AuditPage />, { route: '/backoffice/panel/auditoria', url }, answer);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the audit page', () => {
  it('asks for the filters in the URL and lists the entries with a summary', async () => {
    const { container, fetch } = await render(
      '/backoffice/panel/auditoria?desde=2026-11-01&hasta=2026-11-30&administrador=1&tipo=organization',
    );

    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/audit?limit=20&offset=0&from=2026-11-01&to=2026-11-30&administratorId=1&entity=organization&sort=at&order=desc',
    );
    const cells = Array.from(container.querySelectorAll('tbody tr'), (tr) =>
      Array.from(tr.querySelectorAll('td'), (td) => td.textContent),
    );
    expect(cells).toEqual([
      ['20/11/2026 14:05', 'Ana Pérez', 'Edición', 'Organización #5', 'Nombre'],
      ['19/11/2026 09:00', 'Ana Pérez', 'Creación', 'Tasa #3', '—'],
    ]);
    const administrator = container.querySelector<HTMLSelectElement>('select')!;
    expect(administrator.selectedOptions[0]?.textContent).toBe('Ana Pérez');
  });

  it("narrows the list to the one record a loan's history links to, and lets it go", async () => {
    const { container, urls } = await render('/backoffice/panel/auditoria?tipo=payment&registro=12');
    expect(urls()).toContain('/api/audit?limit=20&offset=0&entity=payment&entityId=12&sort=at&order=desc');
    expect(container.textContent).toContain('Solo Pago #12');
    const all = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Ver todos')!;
    await act(async () => all.click());
    await settle();
    expect(urls().at(-1)).toBe('/api/audit?limit=20&offset=0&entity=payment&sort=at&order=desc');
    expect(container.textContent).not.toContain('Solo Pago #12');
  });

  it('ignores a record without its kind, as the API would refuse it', async () => {
    const { urls } = await render('/backoffice/panel/auditoria?registro=12');
    expect(urls()).toContain('/api/audit?limit=20&offset=0&sort=at&order=desc');
  });

  it('does not ask for a range that ends before it starts, and says why', async () => {
    const { container, fetch } = await render(
      '/backoffice/panel/auditoria?desde=2026-11-30&hasta=2026-11-01',
    );
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/audit'))).toBe(false);
    expect(container.textContent).toContain('La fecha inicial no puede ser posterior a la final.');
    expect(container.textContent).toContain('No hay datos para mostrar.');
  });

  it('opens an entry’s detail when its row is clicked', async () => {
    const { container } = await render('/backoffice/panel/auditoria');
    const row = container.querySelector('tbody tr')!;
    await act(async () => row.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    // The detail's code is fetched on demand: let it arrive and render.
    await act(async () => {
      await import('./audit-detail-modal');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Edición: Organización #5');
    expect(dialog.querySelector('tr[data-changed]')?.textContent).toContain('Línea Sur 2');
  });
});
