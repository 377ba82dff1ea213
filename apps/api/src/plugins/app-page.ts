import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const TITLE = /<title>[^<]*<\/title>/;
const APPLICATION_NAME = /(<meta name="application-name" content=")[^"]*(")/;
const TIME_ZONE = /(<meta name="business-time-zone" content=")[^"]*(")/;

/** What the server writes into every page it serves: the cooperative's name and its business time zone. */
export interface PageSettings {
  /** ORG_NAME. */
  orgName: string;
  /** APP_TIMEZONE: the web's "today" is the server's business day. */
  timeZone: string;
}

/**
 * index.html with the cooperative's name in `<title>` and `<meta name="application-name">`, and
 * APP_TIMEZONE in `<meta name="business-time-zone">`, where the web app reads them: the first paint
 * already shows the name and dates "today" as the server does, without a request for either.
 */
export function withPageSettings(html: string, { orgName, timeZone }: PageSettings): string {
  if (!TITLE.test(html) || !APPLICATION_NAME.test(html) || !TIME_ZONE.test(html)) {
    throw new Error(
      'index.html no tiene <title>, <meta name="application-name" content="…"> y <meta name="business-time-zone" content="…">',
    );
  }
  const name = escapeHtml(orgName);
  // Replacer functions: a `$&` in the name must stay text, not a replacement pattern.
  return html
    .replace(TITLE, () => `<title>${name}</title>`)
    .replace(APPLICATION_NAME, (_m, open: string, close: string) => `${open}${name}${close}`)
    .replace(TIME_ZONE, (_m, open: string, close: string) => `${open}${escapeHtml(timeZone)}${close}`);
}

/** A built page (index.html, landing.html, pages/…), read once at start with the settings in it. */
export function loadAppPage(webDist: string, settings: PageSettings, file = 'index.html'): string {
  return withPageSettings(readFileSync(join(webDist, file), 'utf8'), settings);
}
