import { queryClient } from '../../lib/query-client';
import { pendingPayments, sendPendingPayments } from '../payments';

/** The sign-out's pending question: how many payments, and the carrier's answer. */
export type Question = { count: number; answer: (logOut: boolean) => void };

let question: Question | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const subscribeQuestion = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const currentQuestion = () => question;

/**
 * Sends what it can first (online, that is all of it); if payments are still only on this phone, asks
 * the carrier (PendingLogoutDialog, shown by the offline kit) whether to sign out and lose them.
 */
export async function confirmPendingLogout(): Promise<boolean> {
  await sendPendingPayments(queryClient);
  const count = pendingPayments().length;
  if (count === 0) return true;
  return new Promise<boolean>((resolve) => {
    question = {
      count,
      answer: (logOut) => {
        question = null;
        changed();
        resolve(logOut);
      },
    };
    changed();
  });
}
