/** Where a page leaves its toasts for the next one (carried-toasts.ts); apart, so the landing's start script can look without the toast code. */
export const CARRIED_TOASTS_KEY = 'toasts-across-load';

/** Whether the previous page left toasts to show. */
export function hasCarriedToasts(): boolean {
  try {
    return sessionStorage.getItem(CARRIED_TOASTS_KEY) !== null;
  } catch {
    return false;
  }
}
