import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_UNIT, type ReferenceUnit, type UnitCode } from '@app/domain';
import { loadAppPage, withSocialLinks, type PageSettings } from './app-page';
import { withReferenceUnit } from './page-unit';

/** What scripts/prerender.mjs writes in dist/pages/routes.json: the build says which file answers which path. */
interface ServedPages {
  /** Each pre-rendered path and its file under dist/pages. */
  prerendered: Record<string, string>;
  /** The not-found page's file under dist/pages. */
  notFound: string;
  /** The app router's path patterns ('/x/:id'). */
  routes: string[];
}

/** A page to send: its HTML (ORG_NAME, APP_TIMEZONE and the reference unit, and on the landing the SOCIAL_* links, written in) and status. */
export interface AppPage {
  html: string;
  status: 200 | 404;
}

/**
 * The built pages, read once at start: the landing (landing.html), the public pages rendered at build
 * time, the app's shell (index.html) for every other route of its router, and the not-found page with a
 * 404 for any other path. A build without dist/pages (older, or a test's) answers every page with the shell.
 * Each is written in a unit the first time it is asked in it (three units at most), then kept.
 */
export function loadAppPages(
  webDist: string,
  settings: PageSettings,
): (path: string, unit?: ReferenceUnit) => AppPage {
  const builtPageFor = loadBuiltPages(webDist, settings);
  const inUnit = new Map<string, Map<UnitCode, string>>();
  return (path, unit = DEFAULT_UNIT) => {
    const { html, status } = builtPageFor(path);
    let units = inUnit.get(html);
    if (!units) inUnit.set(html, (units = new Map()));
    let page = units.get(unit.code);
    if (page === undefined) units.set(unit.code, (page = withReferenceUnit(html, unit)));
    return { html: page, status };
  };
}

/** Which built page answers a path: its HTML with the settings, before the unit is written in. */
function loadBuiltPages(webDist: string, settings: PageSettings): (path: string) => AppPage {
  const read = (file: string) => loadAppPage(webDist, settings, file);
  const shell = read('index.html');
  const landing = existsSync(join(webDist, 'landing.html'))
    ? withSocialLinks(read('landing.html'), settings.socialLinks ?? {})
    : shell;
  const routesFile = join(webDist, 'pages/routes.json');
  if (!existsSync(routesFile))
    return (path) => ({ html: path.split('?')[0] === '/' ? landing : shell, status: 200 });

  const served = JSON.parse(readFileSync(routesFile, 'utf8')) as ServedPages;
  const prerendered = new Map(
    Object.entries(served.prerendered).map(([path, file]) => [path, read(`pages/${file}`)] as const),
  );
  const notFound = read(`pages/${served.notFound}`);
  const patterns = served.routes.map(segments);
  return (rawPath) => {
    const path = decodedPath(rawPath);
    if (path === '/') return { html: landing, status: 200 };
    // The app's shell by its file name: the service worker keeps it for the carrier's panel offline.
    if (path === '/index.html') return { html: shell, status: 200 };
    if (path === null) return { html: notFound, status: 404 };
    const page = prerendered.get(path);
    if (page) return { html: page, status: 200 };
    const asked = segments(path);
    // React Router matches case-insensitively, a ':param' matches any one segment.
    const known = patterns.some(
      (pattern) =>
        pattern.length === asked.length &&
        pattern.every((part, i) => part.startsWith(':') || part === asked[i]?.toLowerCase()),
    );
    return known ? { html: shell, status: 200 } : { html: notFound, status: 404 };
  };
}

const segments = (path: string) =>
  path
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');

/** The path without its query, its segments decoded ('%C3%B1' → 'ñ'), or null when malformed. */
function decodedPath(url: string): string | null {
  const path = url.split('?')[0] ?? '/';
  try {
    const decoded = decodeURIComponent(path);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
  } catch {
    return null;
  }
}

/** The encoding to send a page in: brotli, else gzip, else none (`q=0` refuses one). */
export function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const compressed = new Map<string, Buffer>();

/** A page compressed once, then from memory: the pages are few (each in at most three units) and fixed from start to stop. */
export function compressedPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}\0${html}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(html, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}
