import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../lib/notify';
import { OFFLINE_KEYS } from '../../lib/owned-storage';
import { keepPayment, pendingPayments, sendPendingPayments } from './pending-payments';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const report = { amount: 75, date: '2026-11-20', voucherCode: '820001', loan: 3 };
const KEY = 'k-0123456789';

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signIn(id: number) {
  localStorage.setItem(
    'user',
    JSON.stringify({ access_token: 'a', refresh: 'r', user: { id, type: 'Carrier' } }),
  );
}

beforeEach(() => signIn(9));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

describe('payments reported offline', () => {
  it('are kept once per report, for the signed-in account only', () => {
    expect(keepPayment(report, KEY, 1)).toBe(true);
    expect(keepPayment(report, 'k-another-key', 2)).toBe(true);
    expect(pendingPayments()).toEqual([{ key: KEY, body: report, savedAt: 1 }]);
    signIn(10);
    expect(pendingPayments()).toEqual([]);
    expect(localStorage.getItem(OFFLINE_KEYS.payments)).toBeNull();
  });

  it('are sent with their own key, and stay while no answer comes', async () => {
    keepPayment(report, KEY);
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockResolvedValue(answer(201, { id: 1 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();

    expect(await sendPendingPayments(client)).toBe(0);
    expect(pendingPayments()).toHaveLength(1);
    // Two triggers at once (the connection back, the periodic try): one send.
    const [a, b] = await Promise.all([sendPendingPayments(client), sendPendingPayments(client)]);
    expect(a + b).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [, init] of fetch.mock.calls) {
      expect((init as RequestInit).headers).toMatchObject({ 'Idempotency-Key': KEY });
      expect(JSON.parse((init as RequestInit).body as string)).toEqual(report);
    }
    expect(pendingPayments()).toEqual([]);
    expect(notifySuccess).toHaveBeenCalledWith('Pago enviado.');
    // Nothing left: nothing more is sent.
    expect(await sendPendingPayments(client)).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drop a report the server refuses for good, with its message; a server fault keeps it', async () => {
    keepPayment(report, KEY);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503, { error: 'Hubo un error.' })));
    await sendPendingPayments(new QueryClient());
    expect(pendingPayments()).toHaveLength(1);

    const used = 'Esa referencia bancaria ya fue registrada en otro pago.';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, { error: used })));
    expect(await sendPendingPayments(new QueryClient())).toBe(0);
    expect(pendingPayments()).toEqual([]);
    expect(vi.mocked(notifyError).mock.calls[0]?.[0]).toMatchObject({ message: used, status: 409 });
  });
});
