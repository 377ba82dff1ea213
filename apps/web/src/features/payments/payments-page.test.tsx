import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportedPayment as payment } from '../../test/list-row-fixtures';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { Component as PaymentsPage } from './payments-page';

const render = (url: string) =>
  renderPage(<PaymentsPage />, { route: '/backoffice/panel/pagos', url }, () =>
    jsonResponse([payment], { 'X-Total-Count': '1' }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payments list order', () => {
  it('asks the API for the order in the URL, beside the filters', async () => {
    const { urls } = await render('/backoffice/panel/pagos?cedula=123&orden=monto&dir=asc');
    expect(urls()).toContain('/api/payment?limit=20&offset=0&dni=123&sort=amount&order=asc');
  });

  it("asks for one line's payments when the URL names it (the Resumen's links do)", async () => {
    const { urls } = await render(
      `/backoffice/panel/pagos?estado=${encodeURIComponent('Por revisar')}&linea=7`,
    );
    expect(urls()).toContain(
      '/api/payment?limit=20&offset=0&status=Por+revisar&organization=7&sort=created&order=desc',
    );
  });

  it("asks for the API's default order when the URL names none, and a header click asks again", async () => {
    const { container, urls } = await render('/backoffice/panel/pagos');
    expect(urls()).toContain('/api/payment?limit=20&offset=0&sort=created&order=desc');

    const date = Array.from(container.querySelectorAll('th')).find((th) => th.textContent === 'Fecha')!;
    await act(async () => date.querySelector('button')!.click());
    await settle();
    expect(urls()).toContain('/api/payment?limit=20&offset=0&sort=date&order=desc');
    expect(date.getAttribute('aria-sort')).toBe('descending');
  });
});
