import { messages } from '@app/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { noteAnswer } from '../../lib/connection';
import { notifyError, notifySuccess } from '../../lib/notify';
import { OFFLINE_KEYS, readOwned, writeOwned } from '../../lib/owned-storage';
import { refreshAfter } from '../../lib/query-keys';
import { getSession } from '../../lib/session';
import { postPayment, type PaymentReport } from './post-payment';

/** A payment reported without a connection, kept on the phone with the Idempotency-Key it will be sent with. */
export interface PendingPayment {
  key: string;
  body: PaymentReport;
  /** When the carrier reported it (ms since epoch). */
  savedAt: number;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

// Another tab of the panel sending or keeping one changes this one's list too.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === OFFLINE_KEYS.payments || event.key === null) changed();
  });

/** Calls `listener` whenever the pending payments change; returns the unsubscribe function. */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const account = () => getSession()?.user.id;

/** The signed-in carrier's payments waiting to be sent, oldest first. */
export function pendingPayments(): PendingPayment[] {
  const id = account();
  return id === undefined ? [] : (readOwned<PendingPayment[]>(OFFLINE_KEYS.payments, id) ?? []);
}

let snapshot: { raw: string | null; account?: number; items: PendingPayment[] } = { raw: null, items: [] };

/** pendingPayments() for useSyncExternalStore: the same array until the stored list changes. */
export function pendingSnapshot(): PendingPayment[] {
  const raw = localStorage.getItem(OFFLINE_KEYS.payments);
  if (raw === snapshot.raw && account() === snapshot.account) return snapshot.items;
  const items = pendingPayments();
  snapshot = { raw: localStorage.getItem(OFFLINE_KEYS.payments), account: account(), items };
  return items;
}

function save(items: PendingPayment[]): boolean {
  const id = account();
  if (id === undefined) return false;
  const saved = items.length
    ? writeOwned(OFFLINE_KEYS.payments, id, items)
    : (localStorage.removeItem(OFFLINE_KEYS.payments), true);
  changed();
  return saved;
}

/**
 * Keeps a report to send later under its key. The same report kept twice (a second tap) stays one:
 * false only when the phone could not store it.
 */
export function keepPayment(body: PaymentReport, key: string, now = Date.now()): boolean {
  const items = pendingPayments();
  if (items.some((p) => p.key === key || JSON.stringify(p.body) === JSON.stringify(body))) return true;
  return save([...items, { key, body, savedAt: now }]);
}

const forget = (key: string) => save(pendingPayments().filter((p) => p.key !== key));

// No answer, a server fault, an expired session or a limit: the same key goes again later.
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status >= 500 ||
  [401, 408, 429].includes(error.status);

let sending: Promise<number> | null = null;

/**
 * Sends the pending payments one by one, each with its own key: however often this runs (the
 * connection returning, the next start, another tab), the server stores each payment once and
 * replays its answer to the repeats. Stops at the first one without an answer; one refused for
 * good (the reference already used, the loan paid off) is dropped with the server's message.
 * Resolves with how many were sent.
 */
export function sendPendingPayments(queryClient: QueryClient): Promise<number> {
  // Attached after the assignment: a run that finishes without waiting must still free the slot.
  sending ??= sendAll(queryClient).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(queryClient: QueryClient): Promise<number> {
  // Without a connection every try would fail: the 'online' event calls again.
  if (!navigator.onLine) return 0;
  let sent = 0;
  for (const payment of pendingPayments()) {
    try {
      await postPayment(payment.body, payment.key);
      noteAnswer(true);
      sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) noteAnswer(false);
      if (worthRetrying(error)) break;
      notifyError(error);
    }
    forget(payment.key);
  }
  if (sent > 0) {
    notifySuccess(messages.paymentSent);
    await refreshAfter(queryClient, 'payment-reported');
  }
  return sent;
}
