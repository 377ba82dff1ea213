#!/usr/bin/env node
// Weight budget of the web app: for every route, the JS and CSS a first visit downloads, as the server
// sends them (gzip, or raw for a file too small to gain from it): its page's entry chunk, the lazy modules
// of the route and its layouts, what the app imports on its own once the page is open (the offline kit, a
// notice: LOADED_ON_VISIT), and their static imports, transitively; and, for information, the JS its own
// code may fetch later on a visitor's action (a modal, the toasts, a form's schema, the login form).
// Run after `npm run build -w apps/web`. Exits 1 when a route is over its budget.
// --browser: also opens every carrier page in Chromium (scripts/first-visit.mjs) and fails unless the
// scripts it downloads within 5 s are the ones counted here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  APP_ENTRY,
  LANDING_ENTRY,
  isCarrierPath,
  onDemandChunks,
  readManifest,
  routeLeaves,
  sentBytes,
  visitClosure,
} from './web-build-graph.mjs';

const { values: args } = parseArgs({ options: { browser: { type: 'boolean' } } });
const KB = 1000;
/**
 * Budgets in bytes of JS (issues 16 and 33, decisions 26 and 38): the landing ≤ 20 KB (the issue asks ≤ 100: its
 * start script runs no framework, React and a form come when a visitor reaches for one, reported as
 * on demand; the budget keeps React from slipping back into the start); the carrier's pages ≤ 160 KB
 * (a phone on a slow network), everything a first visit downloads; the back-office ≤ 250 KB.
 */
const budgetFor = (route) => (route === '/' ? 20 * KB : isCarrierPath(route) ? 160 * KB : 250 * KB);

const manifest = readManifest();
// The landing is a page of its own (landing.html, no router); every other route is the app's.
const leaves = [
  { path: '/', entry: LANDING_ENTRY, keys: [] },
  ...(await routeLeaves(manifest)).map((leaf) => ({ ...leaf, entry: APP_ENTRY })),
];

const routeModules = new Set(leaves.flatMap(({ keys }) => keys));
const jsOf = (keys) => [...keys].reduce((sum, key) => sum + sentBytes(manifest[key].file), 0);

let failed = false;
const rows = leaves.map(({ path, entry, keys }) => {
  const chunks = visitClosure(manifest, [entry, ...keys]);
  const js = jsOf(chunks);
  const later = jsOf(onDemandChunks(manifest, chunks, routeModules));
  const cssFiles = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + sentBytes(file), 0);
  const budget = budgetFor(path);
  const over = js > budget;
  failed ||= over;
  return {
    path,
    js,
    css,
    later,
    budget,
    over,
    files: new Set([...chunks].map((key) => `/${manifest[key].file}`)),
  };
});

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(6);
const width = Math.max(...rows.map((r) => r.path.length), 5);
console.log(`${'Route'.padEnd(width)}  JS KB  files  CSS KB  JS budget  JS on demand`);
for (const r of rows) {
  const status = r.over ? '  OVER' : '      ';
  console.log(
    `${r.path.padEnd(width)} ${kb(r.js)}  ${String(r.files.size).padStart(5)}  ${kb(r.css)}     ${kb(r.budget)}${status}   +${(r.later / KB).toFixed(1)}`,
  );
}
console.log(
  '(KB = 1000 bytes as sent: gzip, or raw for a file the build left uncompressed. Budgets apply to JS loaded on visit; CSS and on-demand JS are reported only.)',
);
if (args.browser) failed = !agreesWithBrowser(rows.filter((r) => isCarrierPath(r.path))) || failed;
if (failed) {
  console.error('Over budget, or not what the browser downloads: see the rows above.');
  process.exit(1);
}

/** The carrier pages' counts against what Chromium downloads on a first visit (scripts/first-visit.mjs). */
function agreesWithBrowser(carrierRows) {
  const dir = mkdtempSync(join(tmpdir(), 'size-browser-'));
  try {
    const out = join(dir, 'visits.json');
    const pages = carrierRows.map((r) => r.path).join(',');
    execFileSync(process.execPath, ['scripts/first-visit.mjs', '--pages', pages, '--json', out], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const visits = JSON.parse(readFileSync(out, 'utf8'));
    let agree = true;
    console.log('\nIn Chromium (first visit, scripts within 5 s):');
    for (const r of carrierRows) {
      const seen = new Set(visits[r.path].files.map((f) => f.url));
      const onlyBrowser = [...seen].filter((f) => !r.files.has(f));
      const onlyCounted = [...r.files].filter((f) => !seen.has(f));
      const same = onlyBrowser.length === 0 && onlyCounted.length === 0;
      agree &&= same;
      console.log(
        `${r.path.padEnd(width)} ${kb(visits[r.path].bytes)}  ${String(seen.size).padStart(5)}  ${same ? 'same files as counted' : `differs: browser only ${onlyBrowser.join(' ') || '-'}; counted only ${onlyCounted.join(' ') || '-'}`}`,
      );
    }
    return agree;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
