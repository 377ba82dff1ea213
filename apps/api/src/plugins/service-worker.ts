import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReferenceUnit, UnitCode } from '@app/domain';
import type { PageSettings } from './app-page';

// How Workbox's generated sw.js lists the page in its precache manifest.
const PAGE_ENTRY = /(url:\s*"index\.html",\s*revision:\s*")([^"]+)(")/;

/**
 * The built sw.js with the page settings mixed into index.html's precache revision: the server
 * writes ORG_NAME, APP_TIMEZONE and the reference unit into that page, so a new name, zone or unit
 * must reach installed apps as a new page (the build's hash covers the file on disk only).
 * Unchanged when it lists no index.html.
 */
export function withSettingsRevision(
  script: string,
  { orgName, timeZone }: PageSettings,
  unit: UnitCode,
): string {
  return script.replace(PAGE_ENTRY, (_m, open: string, revision: string, close: string) => {
    const mixed = createHash('sha256')
      .update(`${revision}\n${orgName}\n${timeZone}\n${unit}`)
      .digest('hex')
      .slice(0, 32);
    return `${open}${mixed}${close}`;
  });
}

/**
 * The service worker the web build wrote (vite-plugin-pwa), read once at start and revised for each
 * unit the first time it is asked in it; undefined without one.
 */
export function loadServiceWorker(
  webDist: string,
  settings: PageSettings,
): ((unit: ReferenceUnit) => string) | undefined {
  const file = join(webDist, 'sw.js');
  if (!existsSync(file)) return undefined;
  const script = readFileSync(file, 'utf8');
  const revised = new Map<UnitCode, string>();
  return (unit) => {
    let worker = revised.get(unit.code);
    if (worker === undefined)
      revised.set(unit.code, (worker = withSettingsRevision(script, settings, unit.code)));
    return worker;
  };
}
