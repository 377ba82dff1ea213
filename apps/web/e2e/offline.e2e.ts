import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { businessDate, formatBs, formatDay } from '@app/domain';
import { adminToken, approvedLoan, call, createCarrierAccount, ensureRate } from './admin-api';
import { launch, newPage, signIn, url } from './browser';

// Other journeys share this server: the references made here are unique to the run.
const run = String(Date.now()).slice(-7);
const PASSWORD = 'Offline123!x';
const ONLINE_VOUCHER = `81${run}`;
const OFFLINE_VOUCHER = `82${run}`;
const REASON = 'Cauchos nuevos para la ruta';
const BANNER = /Sin conexión: datos del (\d{2}\/\d{2}\/\d{4}) \d{2}:\d{2}/;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let dni: string;
let email: string;

/** The payments the back-office lists for this carrier with a given reference. */
async function listedPayments(voucher: string) {
  const res = await call<{ voucherCode: string }[]>('GET', `/api/payment?dni=${dni}&limit=100`, admin);
  expect(res.status).toBe(200);
  return res.body.filter((p) => p.voucherCode === voucher);
}

/** What the app keeps in localStorage, as one string. */
const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }));

/** The page's list is kept on the phone (written half a second after the answer, by code loaded after the page). */
const expectKept = (resource: string) =>
  expect.poll(stored, { timeout: 10_000 }).toContain(`[\\"${resource}\\",\\"mine\\"`);

async function expectBanner() {
  const banner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
  await banner.waitFor();
  const [, day] = BANNER.exec(await banner.innerText()) ?? [];
  // The data was fetched minutes ago: today, in Caracas.
  expect(day).toBe(formatDay(businessDate()));
}

beforeAll(async () => {
  admin = await adminToken();
  await ensureRate(admin);
  const { affiliate } = await createCarrierAccount(admin, PASSWORD);
  ({ dni, email } = affiliate);
  await approvedLoan(admin, dni, 900, { reasonForAdmission: REASON, feeNumbers: 3, creditDays: 90 });
  // One payment sent while online, so mis-pagos has something to show offline.
  const login = await call<{ access_token: string }>('POST', '/api/auth/carrier/login', undefined, {
    email,
    password: PASSWORD,
  });
  const [loan] = (await call<{ id: number }[]>('GET', '/api/loan/by-carrier', login.body.access_token)).body;
  const paid = await call('POST', '/api/payment/', login.body.access_token, {
    amount: 50,
    date: businessDate(),
    voucherCode: ONLINE_VOUCHER,
    loan: loan!.id,
  });
  expect(paid.status).toBe(201);
  browser = await launch();
  page = await newPage(browser, 'phone');
  context = page.context();
});
afterAll(() => browser?.close());

describe('a carrier without signal', () => {
  it('opens the panel online once: the service worker takes the page and the data is kept', async () => {
    await signIn(page, '/', email, PASSWORD);
    await page.waitForURL(url('/panel/mis-prestamos'));
    await page.getByRole('article', { name: /^Préstamo del/ }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expectKept('loans');
    await page.goto(url('/panel/mis-pagos'));
    await page.getByRole('listitem').filter({ hasText: ONLINE_VOUCHER }).waitFor();
    await expectKept('payments');
    await page.goto(url('/panel/lista-solicitudes'));
    await page.getByRole('cell', { name: 'Aprobado' }).first().waitFor();
    await expectKept('credit-requests');
  });

  it('reads mis-prestamos, mis-pagos and lista-solicitudes offline, with the time of the data', async () => {
    await context.setOffline(true);
    await page.goto(url('/panel/mis-prestamos'));
    await page.getByRole('article', { name: /^Préstamo del/ }).waitFor();
    await expectBanner();

    await page.reload();
    await page.getByRole('article', { name: /^Préstamo del/ }).waitFor();
    await expectBanner();

    await page.goto(url('/panel/mis-pagos'));
    await page.getByRole('listitem').filter({ hasText: ONLINE_VOUCHER }).waitFor();
    await expectBanner();

    await page.goto(url('/panel/lista-solicitudes'));
    await page.getByRole('cell', { name: 'Aprobado' }).first().waitFor();
    await expectBanner();
    // The guard read the session from the phone: nobody was sent to the login.
    expect(page.url()).toBe(url('/panel/lista-solicitudes'));
  });

  it("keeps a payment reported offline as 'Pendiente de envío'", async () => {
    await page.goto(url('/panel/agregar-pago'));
    await page.getByText('Pago del préstamo del').waitFor();
    await page.getByText('Sin conexión: el pago quedará pendiente de envío').waitFor();
    await page.getByLabel('Monto (Bs)').fill(formatBs(75));
    await page.getByLabel('Código de referencia').fill(OFFLINE_VOUCHER);
    await page.getByRole('button', { name: 'Enviar pago' }).click();
    await page.waitForURL(url('/panel/mis-pagos'));
    const pending = page.getByRole('list', { name: 'Pagos pendientes de envío' }).getByRole('listitem');
    await pending.filter({ hasText: OFFLINE_VOUCHER }).waitFor();
    expect(await pending.innerText()).toContain('Pendiente de envío');
    expect(await listedPayments(OFFLINE_VOUCHER)).toHaveLength(0);
  });

  it('asks before a sign-out would wipe a payment not sent yet; Cancelar keeps the session and the payment', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagos pendientes de envío' });
    await dialog.getByText('Hay 1 pago reportado sin conexión que aún no se ha enviado.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(url('/panel/mis-pagos'));
    expect(await page.evaluate(() => localStorage.getItem('pending-payments'))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  });

  it('sends it when the connection returns, and it is counted once however often it is retried', async () => {
    const kept = await page.evaluate(() => localStorage.getItem('pending-payments'));
    const { key } = (JSON.parse(kept!) as { value: { key: string }[] }).value[0]!;
    await context.setOffline(false);
    // This Chromium's offline emulation leaves navigator.onLine true, so it never fires 'online': a phone does.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByRole('list', { name: 'Pagos pendientes de envío' }).waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: OFFLINE_VOUCHER }).getByText('Por revisar').waitFor();
    expect(await listedPayments(OFFLINE_VOUCHER)).toHaveLength(1);

    // The phone retries the same kept report (its answer lost, say): the server replays it.
    await page.evaluate((value) => {
      localStorage.setItem('pending-payments', value);
      window.dispatchEvent(new Event('online'));
    }, kept!);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pending-payments'))).toBeNull();
    // And once more by hand, with the same key.
    const replay = await page.evaluate(
      async ({ key, body }) => {
        const { access_token } = JSON.parse(localStorage.getItem('user')!) as { access_token: string };
        const res = await fetch('/api/payment/', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
            Authorization: `Bearer ${access_token}`,
          },
          body: JSON.stringify(body),
        });
        return { status: res.status, replayed: res.headers.get('Idempotent-Replayed') };
      },
      { key, body: (JSON.parse(kept!) as { value: { body: unknown }[] }).value[0]!.body },
    );
    expect(replay).toEqual({ status: 201, replayed: 'true' });
    expect(await listedPayments(OFFLINE_VOUCHER)).toHaveLength(1);
  });

  it("never caches the API in the service worker, nor the back-office's screens", async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.some((u) => u.includes('/assets/'))).toBe(true);
    expect(cached.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([]);
    // The carrier's pages and what they open on demand are kept; a back-office screen is not.
    const kept = (page: string) => cached.some((u) => new URL(u).pathname.startsWith(`/assets/${page}-`));
    expect(kept('own-loans-page')).toBe(true);
    expect(kept('pending-logout-dialog')).toBe(true);
    expect(kept('carriers-page')).toBe(false);
    expect(kept('summary-page')).toBe(false);
  });

  it('a sign-out leaves nothing of the account on the phone', async () => {
    await page.goto(url('/panel/mis-prestamos'));
    await page.getByRole('article', { name: /^Préstamo del/ }).waitFor();
    await expect.poll(stored).toContain(REASON);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(url('/'));
    // The landing is its own page: wait until it has loaded, not just the address.
    await page.getByRole('heading', { name: 'Créditos para transportistas' }).waitFor();
    // Any late write of the kept data would come within its half-second delay.
    await page.waitForTimeout(1000);
    expect(await stored()).toBe('{}');
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(databases).toEqual([]);
  });
});
