import type { Loan } from '@app/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { notifyHeld } from '../../lib/four-eyes';
import { renderInApp } from '../../test/render';
import { settle } from '../../test/render-page';
import { leave, typeInto } from '../../test/type-into';
import RescheduleModal from './reschedule-modal';
import WriteOffModal from './write-off-modal';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../lib/four-eyes', async (original) => ({
  ...(await original<object>()),
  notifyHeld: vi.fn(),
}));

const loan: Loan = {
  id: 7,
  date: '2026-09-01',
  created: '2026-09-01T14:00:00.000Z',
  reasonForAdmission: 'Cambio de cauchos',
  carrier: { id: 2, firstNames: 'Ana', lastNames: 'Pérez', dni: '20111222', line: 'Línea Centro' },
  amountPay: 31.5,
  amountAwarded: 30,
  amountAwardedInBs: 1200,
  rate: 40,
  feeNumbers: 3,
  feePaid: 1,
  totalPayFees: 10,
  creditDays: 90,
  status: 'Por pagar',
  isMora: true,
  paidTotal: 10,
  paidTotalBs: 400,
  credit: 0,
  paymentHistory: [],
};

/** The API's answer to any POST, and the calls made. */
function stubApi(message: string) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ message })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent === name)!;
const field = (name: string) =>
  dialog().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

async function type(name: string, value: string) {
  await typeInto(field(name), value);
  await leave(field(name));
}

const submitForm = () =>
  act(async () =>
    dialog()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockClear();
});

describe('Reprogramar', () => {
  it('starts with the unpaid installments, confirms the balance and its new schedule, then sends the terms', async () => {
    const fetch = stubApi('Préstamo reprogramado.');
    const onClose = vi.fn();
    await renderInApp(<RescheduleModal loan={loan} rate={40} opened onClose={onClose} />, { queries: true });
    expect(field('feeNumbers').value).toBe('2');
    expect(field('creditDays').value).toBe('60');
    await type('feeNumbers', '3');
    // Days follow the installments until typed.
    expect(field('creditDays').value).toBe('90');
    await type('reason', 'Accidente del vehículo');
    await submitForm();

    expect(dialog().textContent).toContain('¿Reprogramar el préstamo?');
    // 31,5 to pay − 10 paid, at 40 Bs/₽, in three new installments.
    expect(dialog().querySelector('[data-reschedule-balance]')?.textContent).toBe('21,5000 ₽');
    expect(dialog().textContent).toContain('860,00 Bs');
    expect(dialog().querySelectorAll('tbody tr')).toHaveLength(3);

    await act(async () => button('Reprogramar').click());
    await settle();
    const [url, init] = fetch.mock.calls.find(([u]) => u === '/api/loan/7/reschedule')!;
    expect(url).toBe('/api/loan/7/reschedule');
    expect(JSON.parse(init.body as string)).toEqual({
      feeNumbers: 3,
      creditDays: 90,
      reason: 'Accidente del vehículo',
    });
    expect(notifySuccess).toHaveBeenCalledWith('Préstamo reprogramado.');
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back to the terms as typed', async () => {
    stubApi('Préstamo reprogramado.');
    await renderInApp(<RescheduleModal loan={loan} rate={40} opened onClose={() => {}} />, { queries: true });
    await type('reason', 'Accidente');
    await submitForm();
    await act(async () => button('Volver').click());
    expect(field('reason').value).toBe('Accidente');
  });
});

describe('Castigar', () => {
  it('asks for the reason, explains what writing off means, then sends it', async () => {
    const fetch = stubApi('Préstamo castigado.');
    const onClose = vi.fn();
    await renderInApp(<WriteOffModal loan={loan} rate={40} opened onClose={onClose} />, { queries: true });
    await submitForm();
    expect(dialog().textContent).toContain('Requerido.');
    await type('reason', 'Inubicable desde hace seis meses');
    await submitForm();
    expect(dialog().textContent).toContain('¿Castigar el préstamo?');
    expect(dialog().textContent).toContain('sale de la cartera');

    await act(async () => button('Castigar').click());
    await settle();
    const [, init] = fetch.mock.calls.find(([u]) => u === '/api/loan/7/write-off')!;
    expect(JSON.parse(init.body as string)).toEqual({ reason: 'Inubicable desde hace seis meses' });
    expect(notifySuccess).toHaveBeenCalledWith('Préstamo castigado.');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('four eyes', () => {
  it('says a held write-off waits for authorization, and shows no success', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ authorizationId: 4, status: 'Pendiente' }), { status: 202 }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    await renderInApp(<WriteOffModal loan={loan} rate={40} opened onClose={onClose} />, { queries: true });
    await type('reason', 'Inubicable');
    await submitForm();
    await act(async () => button('Castigar').click());
    await settle();
    expect(notifyHeld).toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
