import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageSettings } from './app-page';

// How Workbox's generated sw.js lists the page in its precache manifest.
const PAGE_ENTRY = /(url:\s*"index\.html",\s*revision:\s*")([^"]+)(")/;

/**
 * The built sw.js with the page settings mixed into index.html's precache revision: the server
 * writes ORG_NAME and APP_TIMEZONE into that page, so a new name or zone must reach installed apps
 * as a new page (the build's hash covers the file on disk only). Unchanged when it lists no index.html.
 */
export function withSettingsRevision(script: string, { orgName, timeZone }: PageSettings): string {
  return script.replace(PAGE_ENTRY, (_m, open: string, revision: string, close: string) => {
    const mixed = createHash('sha256')
      .update(`${revision}\n${orgName}\n${timeZone}`)
      .digest('hex')
      .slice(0, 32);
    return `${open}${mixed}${close}`;
  });
}

/** The service worker the web build wrote (vite-plugin-pwa), read once at start; undefined without one. */
export function loadServiceWorker(webDist: string, settings: PageSettings): string | undefined {
  const file = join(webDist, 'sw.js');
  return existsSync(file) ? withSettingsRevision(readFileSync(file, 'utf8'), settings) : undefined;
}
