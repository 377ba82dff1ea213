const HOUR_MS = 60 * 60 * 1000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;
let updateReady = false;
const listeners = new Set<() => void>();

function announceUpdate() {
  updateReady = true;
  listeners.forEach((listener) => listener());
}

/** A worker installed while another controls the page is a new deployment, waiting for "Actualizar". */
function watchInstalling(worker: ServiceWorker | null) {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) announceUpdate();
  });
}

/**
 * Registers the service worker (apps/web/pwa.config.ts) once per page load. A new deployment
 * installs in the background and waits: isUpdateReady() turns true for the prompt. The browser's own
 * API, not workbox-window: its 2.2 KB came with every carrier page's first visit (decision 38).
 */
export function startServiceWorker(): void {
  if (registration || !('serviceWorker' in navigator)) return;
  registration = navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((sw) => {
      if (sw.waiting && navigator.serviceWorker.controller) announceUpdate();
      // The browser looks for a new worker as the page loads: one may be installing already, its
      // 'updatefound' gone before this listener (workbox-window watched it too).
      watchInstalling(sw.installing);
      sw.addEventListener('updatefound', () => watchInstalling(sw.installing));
      // A carrier keeps the panel open for days: look for a new deployment every hour, when online.
      setInterval(() => {
        if (navigator.onLine) void sw.update();
      }, HOUR_MS);
      return sw;
    })
    .catch(() => undefined);
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateReady = () => updateReady;

/**
 * Activates the waiting service worker (Workbox's generated worker skips waiting on this message); the
 * page reloads on the new version once it takes control. The reload is ours: it must also happen when
 * the update came on the very visit that installed the first worker.
 */
export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void registration?.then((sw) => sw?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
}
