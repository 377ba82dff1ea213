#!/usr/bin/env node
// The public pages as HTML at build time (issue 16): after `vite build` and `vite build --ssr src/prerender.tsx`,
// writes the landing's markup into dist/landing.html, the login, forgotten-password and not-found pages into
// dist/pages/*.html (each with its route's CSS and module preloads), and the router's path patterns into
// dist/pages/routes.json (which page answers which path, and the router's path patterns), from which the
// server tells a pre-rendered page, a page of the app and a 404 apart.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_ENTRY,
  closure,
  dist,
  isCarrierPath,
  readManifest,
  routeLeaves,
  web,
} from './web-build-graph.mjs';

const ssr = await import(pathToFileURL(join(web, 'dist-ssr/prerender.js')).href);
const manifest = readManifest();
const ROOT = '<div id="root"></div>';

/** The page template with the rendered markup in #root and, in <head>, what the route needs beyond the entry. */
function fill(template, html, head = '') {
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT}`);
  return template
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>`);
}

/**
 * The landing's stylesheets written into the page: on a slow connection each <link> is a round trip
 * before anything paints (Lighthouse: FCP 2.1 s with three links, see decision 26).
 */
const inlineStyles = (html) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (_m, file) => {
    const css = readFileSync(join(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });

/**
 * The landing's content is in its HTML; its code only makes it interactive, so it downloads at low priority
 * behind the page (a high-priority script counts as render-blocking in Lighthouse's model, decision 26).
 */
const lowPriorityScripts = (html) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, (tag) => `${tag} fetchpriority="low"`);

/**
 * The landing runs no component in the browser, so its entry names the styles of its markup
 * (app/landing-styles.ts): a class of the markup that no style of the page defines is a
 * style forgotten there, and fails the build.
 */
function checkLandingClasses(html) {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)));
  // Icons draw with their SVG attributes; Mantine marks its own markup for its styles to find.
  const missing = [...classes].filter(
    (name) => !/^(tabler-icon|mantine-)/.test(name) && !css.includes(`.${name}`),
  );
  if (missing.length)
    throw new Error(`The landing's markup uses classes no style defines: ${missing.join(', ')}`);
}

const landingFile = join(dist, 'landing.html');
const landing = lowPriorityScripts(
  inlineStyles(fill(readFileSync(landingFile, 'utf8'), ssr.renderLanding())),
);
checkLandingClasses(landing);
writeFileSync(landingFile, landing);

// The route's CSS is linked (no unstyled flash before its code arrives) and its chunks preloaded in parallel.
const appTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const leaves = await routeLeaves(manifest);
const entryChunks = closure(manifest, [APP_ENTRY]);
const entryCss = new Set([...entryChunks].flatMap((key) => manifest[key].css ?? []));
mkdirSync(join(dist, 'pages'), { recursive: true });
for (const { path, file } of ssr.prerenderedPages) {
  const leaf = leaves.find((l) => l.path === path) ?? leaves.find((l) => l.path === '*');
  const chunks = [...closure(manifest, [APP_ENTRY, ...leaf.keys])].filter((key) => !entryChunks.has(key));
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter((f) => !entryCss.has(f));
  const head = [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ].join('');
  const page = fill(appTemplate, await ssr.renderRoute(path), head);
  // A carrier page paints from its markup; its code hydrates behind it, as the landing's (decision 38).
  writeFileSync(join(dist, 'pages', file), isCarrierPath(path) ? lowPriorityScripts(page) : page);
  console.log(`pre-rendered ${path} → dist/pages/${file}`);
}
const pages = ssr.prerenderedPages.filter((p) => !p.notFound);
const served = {
  prerendered: Object.fromEntries(pages.map(({ path, file }) => [path, file])),
  notFound: ssr.prerenderedPages.find((p) => p.notFound).file,
  routes: ssr.routePatterns(),
};
writeFileSync(join(dist, 'pages/routes.json'), `${JSON.stringify(served, null, 2)}\n`);
console.log('pre-rendered / → dist/landing.html');
