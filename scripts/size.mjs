#!/usr/bin/env node
// Weight budget of the web app: for every route, the gzipped JS and CSS a first visit downloads
// (its page's entry chunk + the lazy modules of the route and its layouts + their static imports, transitively),
// and, for information, the JS its own code may fetch later on demand (a modal, the toasts, the login form).
// Run after `npm run build -w apps/web`. Exits 1 when a route is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  APP_ENTRY,
  LANDING_ENTRY,
  closure,
  dist,
  isCarrierPath,
  onDemandChunks,
  readManifest,
  routeLeaves,
} from './web-build-graph.mjs';

const KB = 1000;
/**
 * Budgets in gzipped JS bytes (issue 16, decision 26): the landing ≤ 20 KB (the issue asks ≤ 100: its
 * start script runs no framework, React and a form come when a visitor reaches for one, reported as
 * on demand; the budget keeps React from slipping back into the start); the carrier's pages ≤ 160 KB
 * (a phone on a slow network); the back-office ≤ 250 KB.
 */
const budgetFor = (route) => (route === '/' ? 20 * KB : isCarrierPath(route) ? 160 * KB : 250 * KB);

const manifest = readManifest();
// The landing is a page of its own (landing.html, no router); every other route is the app's.
const leaves = [
  { path: '/', entry: LANDING_ENTRY, keys: [] },
  ...(await routeLeaves(manifest)).map((leaf) => ({ ...leaf, entry: APP_ENTRY })),
];

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzCache.get(file);
};

const routeModules = new Set(leaves.flatMap(({ keys }) => keys));
const jsOf = (keys) => [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);

let failed = false;
const rows = leaves.map(({ path, entry, keys }) => {
  const chunks = closure(manifest, [entry, ...keys]);
  const js = jsOf(chunks);
  const later = onDemand(chunks);
  const cssFiles = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gz(file), 0);
  const budget = budgetFor(path);
  const over = js > budget;
  failed ||= over;
  return { path, js, css, later, budget, over };
});

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(6);
const width = Math.max(...rows.map((r) => r.path.length), 5);
console.log(`${'Route'.padEnd(width)}  JS gz KB  CSS gz KB  JS budget  JS on demand`);
for (const r of rows) {
  const status = r.over ? '  OVER' : '      ';
  console.log(
    `${r.path.padEnd(width)}  ${kb(r.js)}    ${kb(r.css)}     ${kb(r.budget)}${status}   +${(r.later / KB).toFixed(1)}`,
  );
}
console.log(
  `(KB = ${KB} bytes. Budgets apply to JS loaded on visit; CSS and on-demand JS are reported only.)`,
);
if (failed) {
  console.error('Over budget: split the route so it loads less (see the OVER rows).');
  process.exit(1);
}

/** JS the loaded chunks may import dynamically later (other routes excluded), with its static imports. */
function onDemand(loaded) {
  return jsOf(onDemandChunks(manifest, loaded, routeModules));
}
