/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

const HOUR_MS = 60 * 60 * 1000;

let update: ((reload?: boolean) => Promise<void>) | undefined;
let updateReady = false;
const listeners = new Set<() => void>();

/**
 * Registers the service worker (apps/web/pwa.config.ts) once per page load. A new deployment
 * installs in the background and waits: isUpdateReady() turns true for the prompt.
 */
export function startServiceWorker(): void {
  if (update || !('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      listeners.forEach((listener) => listener());
    },
    onRegisteredSW(_url, registration) {
      // A carrier keeps the panel open for days: look for a new deployment every hour, when online.
      if (registration)
        setInterval(() => {
          if (navigator.onLine) void registration.update();
        }, HOUR_MS);
    },
  });
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateReady = () => updateReady;

/**
 * Activates the waiting service worker; the page reloads on the new version. The reload is ours:
 * Workbox reloads only when the page was already controlled as it loaded, not when the update came
 * on the very visit that installed the first worker (the page would wait on "Actualizar" forever).
 */
export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void update?.(true);
}
