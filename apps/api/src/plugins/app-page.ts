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

/**
 * index.html with the cooperative's name in `<title>` and `<meta name="application-name">`, where the
 * web app reads it: the first paint already shows the name, without a request for it.
 */
export function withOrgName(html: string, orgName: string): string {
  if (!TITLE.test(html) || !APPLICATION_NAME.test(html)) {
    throw new Error('index.html no tiene <title> y <meta name="application-name" content="…">');
  }
  const name = escapeHtml(orgName);
  // Replacer functions: a `$&` in the name must stay text, not a replacement pattern.
  return html
    .replace(TITLE, () => `<title>${name}</title>`)
    .replace(APPLICATION_NAME, (_m, open: string, close: string) => `${open}${name}${close}`);
}

/** A built page (index.html, landing.html, pages/…), read once at start with the name in it. */
export function loadAppPage(webDist: string, orgName: string, file = 'index.html'): string {
  return withOrgName(readFileSync(join(webDist, file), 'utf8'), orgName);
}
