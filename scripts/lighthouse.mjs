#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile form factor, its default simulated slow-4G and CPU throttling) on
// the built app served by the real server over a fresh embedded database, in Debian's Chromium, 3 runs each:
// the landing, and the carrier's loans, payments and payment form signed in as a carrier with a loan, each a
// first visit (no service worker, no cache). Prints every run and the median
// against issue 16's targets; it measures, it does not fail a build (figures vary with the machine's load).
// Options: --runs N (default 3), --page <path> (only that page, repeatable), CHROMIUM_PATH (default /usr/bin/chromium).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { serverWithCarrier } from './lighthouse/carrier-with-loan.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, page: { type: 'string', multiple: true } },
});
const runs = Number(args.runs);

if (!existsSync('apps/web/dist/landing.html') || !existsSync('apps/api/dist/server.js')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

/** The carrier pages measured on a first visit (issue 33). */
const CARRIER_PAGES = ['/panel/mis-prestamos', '/panel/mis-pagos', '/panel/agregar-pago'];
/** Issue 16's targets for the landing's four figures; issue 33's score for the carrier's pages. */
const TARGETS = {
  '/': { performance: { min: 0.98 }, lcp: { max: 1500 }, tbt: { max: 100 }, cls: { max: 0.02 } },
  ...Object.fromEntries(CARRIER_PAGES.map((page) => [page, { performance: { min: 0.9 } }])),
};

const server = await serverWithCarrier('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
// Puppeteer only puts the carrier's session in the browser's storage before its page is measured.
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  const carrierSession = server.session;
  const rows = [];
  const pages = [['/', null], ...CARRIER_PAGES.map((page) => [page, carrierSession])];
  // --page: one page's runs back to back, for a before/after on it alone.
  for (const [path, session] of pages.filter(([path]) => !args.page || args.page.includes(path))) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(`${server.base}${path}`, session));
    rows.push({ path, results });
  }
  print(rows);
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
}

/** One Lighthouse run, tried again when Chromium's trace missed the navigation (NO_NAVSTART, intermittent). */
async function measure(url, session, attempts = 3) {
  try {
    return await measureOnce(url, session);
  } catch (error) {
    if (attempts <= 1 || !String(error.message).includes('NO_NAVSTART')) throw error;
    return measure(url, session, attempts - 1);
  }
}

/**
 * One Lighthouse run of a first visit: a session is put in localStorage first and kept (the page is the
 * signed-in one), everything else the origin keeps is cleared (the previous run's service worker and its
 * precache, the HTTP cache): a visit with the worker's copies is a second visit, not the one measured.
 */
async function measureOnce(url, session) {
  const page = await browser.newPage();
  await page.goto(new URL('/robots.txt', url).href);
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage,indexeddb,cookies',
  });
  await cdp.send('Network.clearBrowserCache');
  await page.evaluate(
    (value) => (value ? localStorage.setItem('user', value) : localStorage.clear()),
    session && JSON.stringify(session),
  );
  await page.close();
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: !!session,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the measured page is not the one asked for`);
  }
  const audit = (id) => lhr.audits[id].numericValue;
  // LIGHTHOUSE_SAVE=<dir>: every run's whole report, for what the printed figures leave out.
  if (process.env.LIGHTHOUSE_SAVE) {
    const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
  }
  // LIGHTHOUSE_DEBUG=1: what the figures come from (the LCP element, the longest tasks, the heaviest scripts).
  if (process.env.LIGHTHOUSE_DEBUG) {
    const items = (id) => lhr.audits[id]?.details?.items ?? [];
    console.log(url, JSON.stringify(items('largest-contentful-paint-element'), null, 1).slice(0, 1500));
    console.log(
      items('long-tasks')
        .slice(0, 5)
        .map((t) => `${t.url} ${Math.round(t.duration)} ms @${Math.round(t.startTime)}`)
        .join('\n'),
    );
    console.log(
      items('bootup-time')
        .slice(0, 5)
        .map((t) => `${t.url} total ${Math.round(t.total)} script ${Math.round(t.scripting)}`)
        .join('\n'),
    );
  }
  return {
    performance: lhr.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

function print(rows) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const format = {
    performance: (v) => v.toFixed(2),
    fcp: (v) => `${Math.round(v)} ms`,
    lcp: (v) => `${Math.round(v)} ms`,
    tbt: (v) => `${Math.round(v)} ms`,
    cls: (v) => v.toFixed(3),
    si: (v) => `${Math.round(v)} ms`,
  };
  const keys = Object.keys(format);
  console.log(
    `\nLighthouse ${lighthouse.version ?? ''} · mobile, simulated throttling · ${runs} runs · median`,
  );
  console.log(['page'.padEnd(22), ...keys.map((k) => k.toUpperCase().padStart(12))].join(''));
  for (const { path, results } of rows) {
    for (const [i, r] of results.entries()) {
      console.log([`  run ${i + 1}`.padEnd(22), ...keys.map((k) => format[k](r[k]).padStart(12))].join(''));
    }
    const cells = keys.map((k) => {
      const value = median(results.map((r) => r[k]));
      const target = TARGETS[path]?.[k];
      const ok =
        !target ||
        ((target.min === undefined || value >= target.min) &&
          (target.max === undefined || value <= target.max));
      return `${format[k](value)}${target ? (ok ? ' ✓' : ' ✗') : '  '}`.padStart(12);
    });
    console.log([path.padEnd(22), ...cells].join(''));
  }
  console.log(
    'Targets: / performance ≥ 0.98, LCP ≤ 1500 ms, TBT ≤ 100 ms, CLS ≤ 0.02 (issue 16); carrier pages on a first visit ≥ 0.90 (issue 33).',
  );
}
