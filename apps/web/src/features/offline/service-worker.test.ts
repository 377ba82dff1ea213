import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the browser reports it: its state, and a 'statechange' when it moves on. */
class FakeWorker extends EventTarget {
  constructor(public state: string) {
    super();
  }
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn();
}

let registration: FakeRegistration;
const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

/** The module afresh (it registers once per page load), on a page a worker already controls. */
async function start() {
  const sw = await import('./service-worker');
  sw.startServiceWorker();
  await vi.waitFor(() =>
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sw;
}

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(globalThis, 'setInterval').mockReturnValue(0 as never);
  registration = new FakeRegistration();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      controller: new FakeWorker('activated'),
      register: vi.fn(async () => registration),
    }),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the service worker: a new deployment waits for "Actualizar"', () => {
  it('announces a new worker found after the registration once it has installed', async () => {
    const sw = await start();
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(sw.isUpdateReady()).toBe(false);
    next.become('installed');
    expect(sw.isUpdateReady()).toBe(true);
  });

  it('announces one already installing when the registration answered (its updatefound gone before)', async () => {
    const next = new FakeWorker('installing');
    registration.installing = next;
    const sw = await start();
    const listener = vi.fn();
    sw.subscribeUpdate(listener);
    next.become('installed');
    expect(sw.isUpdateReady()).toBe(true);
    expect(listener).toHaveBeenCalled();
  });

  it('announces one already waiting, and "Actualizar" tells it to take over', async () => {
    registration.waiting = new FakeWorker('installed');
    const sw = await start();
    expect(sw.isUpdateReady()).toBe(true);
    sw.applyUpdate();
    await vi.waitFor(() =>
      expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }),
    );
  });

  it('announces nothing for the first worker of a page no worker controlled', async () => {
    Object.assign(navigator.serviceWorker, { controller: null });
    const sw = await start();
    const first = new FakeWorker('installing');
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(sw.isUpdateReady()).toBe(false);
  });
});
