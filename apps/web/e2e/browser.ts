import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium, with the flags this closed network needs (no background connections). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A server of a journey's own (other settings than the shared one's), once it says so. */
let ownServer: { baseUrl: string; dataDir: string } | undefined;

/** From here on this file's journey talks to its own server: url(), the admin helpers and the e-mails follow. */
export function talkToOwnServer(server: { baseUrl: string; dataDir: string }) {
  ownServer = server;
}

/** The DATA_DIR of the server the journey talks to (its e-mails are written there). */
export const serverDataDir = () => ownServer?.dataDir ?? inject('dataDir');

export const url = (path: string) => `${ownServer?.baseUrl ?? inject('baseUrl')}${path}`;

const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1366, height: 850 },
  /** The common office laptop screen (issue 11's tables). */
  laptop: { width: 1366, height: 768 },
};

/** A fresh page (own storage) at a phone, desktop or laptop size. */
export async function newPage(browser: Browser, size: keyof typeof viewports = 'desktop'): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[size],
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(url(path));
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Contraseña').first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
}

/**
 * After a password was set from an e-mailed link: the page lands on the landing's login box with the
 * cursor in its e-mail field, where the carrier signs in and reaches its loans.
 */
export async function signInAtLoginBox(page: Page, email: string, password: string) {
  await page.waitForURL(url('/#iniciar-sesion'));
  const field = page.getByLabel('Email').first();
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type(email);
  await page.getByLabel('Contraseña').first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await page.waitForURL(url('/panel/mis-prestamos'));
}

/** Signs in as the seeded administrator and waits for the back-office panel (ingresos). */
export async function signInAsAdministrator(page: Page) {
  await signIn(page, '/backoffice/iniciar-sesion', inject('adminEmail'), inject('adminPassword'));
  await page.waitForURL(url('/backoffice/panel/ingresos'));
}
