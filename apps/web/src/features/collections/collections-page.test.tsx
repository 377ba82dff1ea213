import { UNITS, setReferenceUnit, type CollectionRow } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferenceUnitScope } from '../../lib/reference-unit';
import { administratorMe } from '../../test/me-fixture';
import { jsonResponse, renderPage, settle } from '../../test/render-page';
import { Component as CollectionsPage } from './collections-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const row: CollectionRow = {
  loan: 7,
  carrier: 'Ana Pérez',
  dni: '12345678',
  phone: '0414-1234567',
  organization: 'Línea Centro',
  daysPastDue: 40,
  installmentsOverdue: 2,
  overduePetro: 20,
  overdueBs: 800,
  balancePetro: 55.5,
  balanceBs: 2220,
  underReview: [],
  overdueAfterReview: { petro: 20, bs: 800, daysPastDue: 40 },
  lastPaymentDate: null,
  lastContact: null,
  promise: { date: '2026-12-01', amountBs: 400, status: 'pendiente' },
};

function answer(url: string) {
  if (url.startsWith('/api/organization/options')) return jsonResponse([{ id: 3, name: 'Línea Centro' }]);
  if (url.startsWith('/api/loan/7/follow-ups'))
    return new Response(JSON.stringify({ id: 1, message: 'Seguimiento registrado.' }), { status: 201 });
  return jsonResponse([row], { 'X-Total-Count': '1' });
}

const render = (url: string) =>
  renderPage(<CollectionsPage />, { route: '/backoffice/panel/cobranza', url }, answer);

afterEach(() => {
  vi.unstubAllGlobals();
  setReferenceUnit('PTR');
});

describe('the Cobranza desk', () => {
  it('asks for the loans in mora with the filters in the URL', async () => {
    const { urls } = await render('/backoffice/panel/cobranza?linea=3&tramo=31-60&cedula=123');
    expect(urls()).toContain('/api/collections?limit=20&offset=0&organization=3&bucket=31-60&dni=123');
  });

  it('ignores a tramo the API would refuse', async () => {
    const { urls } = await render('/backoffice/panel/cobranza?tramo=5-10');
    expect(urls()).toContain('/api/collections?limit=20&offset=0');
  });

  it("shows the row's carrier, days late, overdue, promise and the link to the loan", async () => {
    const { container } = await render('/backoffice/panel/cobranza');
    const tr = container.querySelector('tbody tr')!;
    expect(tr.textContent).toContain('Ana Pérez');
    expect(tr.textContent).toContain('40 días');
    expect(tr.textContent).toContain('20,0000 ₽');
    expect(tr.textContent).toContain('800,00 Bs');
    expect(tr.textContent).toContain('Sin contacto');
    expect(tr.querySelector('[data-promise]')?.textContent).toBe('01/12/2026 · 400,00 BsPendiente');
    const loan = [...tr.querySelectorAll('a')].find((a) => a.textContent === 'Préstamo N° 7')!;
    expect(loan.getAttribute('href')).toBe('/backoffice/panel/prestamos/7');
  });

  it('leaves the Acciones column out without collections.work, and shows it to a Cobrador', async () => {
    const as = (role: 'Cajero' | 'Cobrador') =>
      renderPage(
        <CollectionsPage />,
        { route: '/backoffice/panel/cobranza', url: '/backoffice/panel/cobranza' },
        (url) => (url === '/api/auth/me' ? jsonResponse(administratorMe(role)) : answer(url)),
      );
    const headers = (container: HTMLElement) =>
      [...container.querySelectorAll('th')].map((th) => th.textContent);
    const cajero = await as('Cajero');
    expect(headers(cajero.container)).not.toContain('Acciones');
    expect(cajero.container.textContent).not.toContain('WhatsApp');
    expect(cajero.container.querySelector('tbody tr')!.textContent).toContain('Ana Pérez');
    vi.unstubAllGlobals();
    const cobrador = await as('Cobrador');
    expect(headers(cobrador.container)).toContain('Acciones');
    expect(cobrador.container.textContent).toContain('WhatsApp');
  });

  it('shows a payment under review in the row, and the message thanks for it instead of asking again', async () => {
    const reviewed: CollectionRow = {
      ...row,
      underReview: [{ amountInBs: 800, amountInPetro: 20, date: '2026-11-25' }],
      overdueAfterReview: { petro: 0, bs: 0, daysPastDue: 0 },
    };
    const { container } = await renderPage(
      <CollectionsPage />,
      { route: '/backoffice/panel/cobranza', url: '/backoffice/panel/cobranza' },
      (url) =>
        url.startsWith('/api/collections') ? jsonResponse([reviewed], { 'X-Total-Count': '1' }) : answer(url),
    );
    const tr = container.querySelector('tbody tr')!;
    expect(tr.querySelector('[data-under-review]')?.textContent).toBe(
      'Pago en revisión: 800,00 Bs del 25/11/2026',
    );
    const whatsapp = [...container.querySelectorAll('a')].find((a) => a.textContent === 'WhatsApp')!;
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain(
      'recibimos su pago de 800,00 Bs del 25/11/2026, que está en revisión y cubre lo vencido',
    );
    expect(text).not.toContain('tiene 800,00 Bs vencidos');
  });

  it('opens WhatsApp with the collection message and records the contact', async () => {
    const { container, fetch } = await render('/backoffice/panel/cobranza');
    const whatsapp = [...container.querySelectorAll('a')].find((a) => a.textContent === 'WhatsApp')!;
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/584141234567');
    expect(href.searchParams.get('text')).toContain(
      'préstamo N° 7: tiene 800,00 Bs vencidos (40 días de atraso)',
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');

    // The browser would open the new tab; here only the recording is of interest.
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    await act(async () => whatsapp.click());
    await settle();
    const post = fetch.mock.calls.find(([url]) => url === '/api/loan/7/follow-ups');
    expect(post).toBeDefined();
    const init = (post as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      channel: 'WhatsApp',
      note: 'Mensaje de WhatsApp enviado.',
    });
    expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('reads the unit the API answers: a cooperative counting in dollars reads US$, never ₽', async () => {
    // No rate registered yet: what is overdue is said in the unit alone, in the message too.
    const inDollars: CollectionRow = { ...row, overduePetro: 1200, overdueBs: null, balancePetro: 3330 };
    const { container } = await renderPage(
      <ReferenceUnitScope>
        <CollectionsPage />
      </ReferenceUnitScope>,
      { route: '/backoffice/panel/cobranza', url: '/backoffice/panel/cobranza' },
      (url) => {
        if (url === '/api/settings/currency') return jsonResponse(UNITS.USD);
        if (url.startsWith('/api/collections')) return jsonResponse([inDollars], { 'X-Total-Count': '1' });
        return answer(url);
      },
    );
    await settle();
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toContain('Saldo (US$)');
    const tr = container.querySelector('tbody tr')!;
    expect(tr.textContent).toContain('1.200,0000 US$');
    const whatsapp = [...container.querySelectorAll('a')].find((a) => a.textContent === 'WhatsApp')!;
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain(
      'tiene 1.200,0000 US$ vencidos',
    );
    expect(container.textContent).not.toMatch(/₽|petro/i);
  });
});
