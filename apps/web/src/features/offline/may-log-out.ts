import { OFFLINE_KEYS } from '../../lib/owned-storage';

/**
 * Asked before the carrier panel signs out, which wipes the phone: payments reported offline and not
 * sent yet would be lost. Without any it answers at once; with some, the code that sends them and
 * asks the carrier downloads then (pending-logout.ts).
 */
export async function mayLogOut(): Promise<boolean> {
  if (localStorage.getItem(OFFLINE_KEYS.payments) === null) return true;
  const { confirmPendingLogout } = await import('./pending-logout');
  return confirmPendingLogout();
}
