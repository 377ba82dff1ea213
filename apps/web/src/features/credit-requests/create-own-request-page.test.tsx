import { messages, type Loan, type OwnCreditRequest } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carrierLoan } from '../../test/loan-fixture';
import { renderInApp } from '../../test/render';
import { jsonResponse, renderPage } from '../../test/render-page';
import { Component as CreateOwnRequestPage } from './create-own-request-page';

/** A loan that still owes unless `over` says otherwise. */
const loan = (over: Partial<Loan>) => carrierLoan({ isMora: false, paidTotal: 0, ...over });

const request = (status: OwnCreditRequest['status']): OwnCreditRequest => ({
  id: 4,
  created: '2026-08-20T14:00:00.000Z',
  status,
  amount: 20,
  amountBsRequested: 700,
  rate: 35,
});

const page = (items: unknown[]) => jsonResponse(items, { 'X-Total-Count': String(items.length) });

/** The page with the carrier's loans and requests as given; `hold` leaves both reads unanswered. */
async function render(loans: Loan[], requests: OwnCreditRequest[], hold = false) {
  const answer = (url: string) => {
    if (url.startsWith('/api/loan/by-carrier')) return page(loans);
    if (url.startsWith('/api/request-carrier/mine')) return page(requests);
    if (url.startsWith('/api/prices'))
      return jsonResponse({ id: 1, amount: 36.5, created: '2026-11-20T12:00:00.000Z' });
    return jsonResponse({});
  };
  const route = { route: '/panel/agregar-solicitud', url: '/panel/agregar-solicitud' };
  if (!hold) return (await renderPage(<CreateOwnRequestPage />, route, answer)).container;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  return (await renderInApp(<CreateOwnRequestPage />, { ...route, queries: true })).container;
}

const amountField = (container: HTMLElement) => container.querySelector('input[name="amount"]');
const linkTo = (container: HTMLElement, href: string) =>
  [...container.querySelectorAll('a')].find(
    (a) => a.getAttribute('href') === href && a.textContent !== 'Volver',
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('agregar-solicitud says why before the form', () => {
  it('a carrier with a loan still owing reads "Tienes un préstamo por pagar." and a link to it, no form', async () => {
    const container = await render([loan({})], [request('Aprobado')]);
    expect(container.querySelector('[role="alert"]')!.textContent).toContain(messages.loanUnpaid);
    expect(messages.loanUnpaid).toBe('Tienes un préstamo por pagar.');
    expect(linkTo(container, '/panel/mis-prestamos')?.textContent).toBe('Ver mi préstamo');
    expect(amountField(container)).toBeNull();
    expect(container.querySelector('button[type="submit"]')).toBeNull();
  });

  it('a written-off loan with a balance left counts as owing too (loanOwes)', async () => {
    const container = await render([loan({ status: 'Castigado', paidTotal: 5 })], []);
    expect(container.textContent).toContain(messages.loanUnpaid);
    expect(amountField(container)).toBeNull();
  });

  it("a carrier with a request 'Por revisar' reads so, with a link to lista-solicitudes, no form", async () => {
    const container = await render([loan({ status: 'Pagado', paidTotal: 21.5 })], [request('Por revisar')]);
    expect(container.querySelector('[role="alert"]')!.textContent).toContain(messages.requestPending);
    expect(linkTo(container, '/panel/lista-solicitudes')?.textContent).toBe('Ver mis solicitudes');
    expect(amountField(container)).toBeNull();
  });

  it('a carrier with nothing owing nor pending gets the form', async () => {
    const container = await render([loan({ status: 'Pagado', paidTotal: 21.5 })], [request('Rechazado')]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(amountField(container)).not.toBeNull();
    expect(container.querySelector('button[type="submit"]')!.textContent).toBe('Enviar solicitud');
  });

  it('shows a skeleton, not the form, while the loans and requests load', async () => {
    const container = await render([], [], true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(amountField(container)).toBeNull();
  });
});
