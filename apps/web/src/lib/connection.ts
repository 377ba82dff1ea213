// navigator.onLine misses a phone with signal bars but no data: the API not answering counts too.
let answering = true;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Records whether the API just answered (true) or a request got no answer at all (false). */
export function noteAnswer(answered: boolean): void {
  if (answered === answering) return;
  answering = answered;
  changed();
}

/** Calls `listener` when the connection seems to come or go; returns the unsubscribe function. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the app can reach the API, as far as it knows. */
export const isConnected = (): boolean => navigator.onLine && answering;
