#!/usr/bin/env node
// What a carrier's phone really downloads on a first visit (empty cache): the built server over a fresh
// embedded database, a carrier with a loan (scripts/lighthouse/carrier-with-loan.mjs), Debian's Chromium,
// every carrier page opened in a new context with the session in localStorage, and every script fetched
// within 5 s, lazy ones included, counted as the server sends it to a client taking gzip (the .gz copy, or
// the raw file when the build wrote none). `npm run size -- --browser` runs it and checks that the files are
// the ones it counts from the build graph. Options: --settle MS (default 5000), --pages a,b (default: every
// carrier page), --json FILE (the files, with the bytes on the wire for information).
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serverWithCarrier } from './lighthouse/carrier-with-loan.mjs';
import { isCarrierPath, readManifest, routeLeaves, sentBytes } from './web-build-graph.mjs';

const { values: args } = parseArgs({
  options: {
    settle: { type: 'string', default: '5000' },
    pages: { type: 'string' },
    json: { type: 'string' },
  },
});
// By default every carrier page of the router, as size.mjs weighs them.
const pages = args.pages
  ? args.pages.split(',')
  : (await routeLeaves(readManifest())).map((leaf) => leaf.path).filter(isCarrierPath);

const server = await serverWithCarrier('first-visit');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = {};
try {
  const session = JSON.stringify(server.session);
  for (const path of pages) results[path] = await visit(path, session);
} finally {
  await browser.close();
  await server.stop();
}
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 1));
for (const [path, { files, bytes }] of Object.entries(results))
  console.log(
    `${path.padEnd(26)} ${(bytes / 1000).toFixed(1).padStart(6)} KB  ${String(files.length).padStart(3)} scripts`,
  );

/** One first visit: a new context (empty cache), the session put in first, the scripts of the first `settle` ms. */
async function visit(path, session) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-VE' });
  await context.addInitScript((value) => {
    const { location, localStorage } = globalThis;
    if (location.pathname.startsWith('/panel/') && !localStorage.getItem('user'))
      localStorage.setItem('user', value);
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (type === 'Script')
      scripts.set(requestId, {
        url: new URL(response.url).pathname,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'],
      });
  });
  // For information: the bytes on the wire (the browser takes brotli; headers included).
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const s = scripts.get(requestId);
    if (s) s.wire = encodedDataLength;
  });
  const start = Date.now();
  await page.goto(`${server.base}${path}`);
  await page.waitForTimeout(Math.max(0, Number(args.settle) - (Date.now() - start)));
  const files = [...scripts.values()].filter((s) => s.url.startsWith('/assets/') || s.url.endsWith('.js'));
  // Counted as gzip, the budget's unit; a file the server sends raw (no .gz beside it) by its raw bytes.
  let bytes = 0;
  for (const s of files) bytes += s.counted = sentBytes(s.url.slice(1));
  await context.close();
  return {
    bytes,
    files: files.map((s) => ({ url: s.url, counted: s.counted, wire: s.wire, encoding: s.encoding })),
  };
}
