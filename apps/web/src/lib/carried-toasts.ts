import { notifications, notificationsStore } from '@mantine/notifications';
import { CARRIED_TOASTS_KEY as KEY } from './carried-toasts-key';

interface CarriedToast {
  color?: string;
  message: string;
}

/** Keeps the toasts on screen for the next page (the landing is loaded, not routed to): they must not vanish. */
export function carryToasts(): void {
  const shown = notificationsStore
    .getState()
    .notifications.filter((toast) => typeof toast.message === 'string')
    .map((toast): CarriedToast => ({ color: toast.color, message: toast.message as string }));
  try {
    if (shown.length) sessionStorage.setItem(KEY, JSON.stringify(shown));
  } catch {
    // Storage refused (private mode, full): the toasts are lost, not the navigation.
  }
}

/** Shows, once, what the previous page carried over. */
export function showCarriedToasts(): void {
  let carried: CarriedToast[];
  try {
    carried = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as CarriedToast[];
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  for (const toast of carried) notifications.show({ color: toast.color, message: toast.message });
}
