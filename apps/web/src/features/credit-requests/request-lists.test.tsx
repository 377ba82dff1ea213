import { requestAmountsNote } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditRequest as request } from '../../test/list-row-fixtures';
import { jsonResponse, renderPage } from '../../test/render-page';
import { Component as OwnRequestsPage } from './own-requests-page';
import { Component as RequestsPage } from './requests-page';

const answer = (url: string) =>
  url.startsWith('/api/prices')
    ? jsonResponse({ id: 9, amount: 6523.64, created: '2026-11-20T12:00:00.000Z' })
    : jsonResponse([request], { 'X-Total-Count': '1' });

/** Each cell of the first row by its column's label. */
const cells = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('tbody tr:first-child td[data-label]')].map((td) => [
      td.getAttribute('data-label'),
      td,
    ]),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the requests lists show the Bs typed and the ₽ of that day', () => {
  it("back-office Solicitudes: 'Monto (Bs)' as typed, 'Monto (₽)' as stored, right-aligned, with the footnote", async () => {
    const { container, urls } = await renderPage(
      <RequestsPage />,
      { route: '/backoffice/panel/solicitudes', url: '/backoffice/panel/solicitudes' },
      answer,
    );
    const row = cells(container);
    expect(row['Monto (Bs)']!.textContent).toBe('6.500,00');
    expect(row['Monto (₽)']!.textContent).toBe('86,6667');
    expect(row['Monto (Bs)']!.hasAttribute('data-numeric')).toBe(true);
    expect(row['Monto (₽)']!.hasAttribute('data-numeric')).toBe(true);
    // Nothing re-prices it: the list does not even ask for today's rate.
    expect(urls().some((url) => url.startsWith('/api/prices'))).toBe(false);
    expect(container.textContent).toContain(requestAmountsNote());
    expect(requestAmountsNote()).toBe(
      'Monto en Bs tal como se solicitó; en ₽, a la tasa del día de la solicitud.',
    );
  });

  it("lista-solicitudes: 'Monto solicitado' reads the Bs typed over the ₽, with the footnote", async () => {
    const { container, urls } = await renderPage(
      <OwnRequestsPage />,
      { route: '/panel/lista-solicitudes', url: '/panel/lista-solicitudes' },
      answer,
    );
    const amount = cells(container)['Monto solicitado']!;
    expect([...amount.children].map((line) => line.textContent)).toEqual(['6.500,00 Bs', '86,6667 ₽']);
    expect(amount.hasAttribute('data-numeric')).toBe(true);
    expect(urls().some((url) => url.startsWith('/api/prices'))).toBe(false);
    expect(container.textContent).toContain(requestAmountsNote());
  });
});
