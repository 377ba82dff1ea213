import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SOCIAL_LINK_ATTRIBUTE,
  SOCIAL_NAV_ATTRIBUTE,
  type SocialLinks,
  type SocialNetwork,
} from '@app/domain';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML writes it: the settings the server puts into a page stay text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const TITLE = /<title>[^<]*<\/title>/;
const APPLICATION_NAME = /(<meta name="application-name" content=")[^"]*(")/;
const TIME_ZONE = /(<meta name="business-time-zone" content=")[^"]*(")/;
// The panels' frame, pre-rendered at build time (the carrier's pages), names the cooperative in its top bar.
const ORG_NAME_TEXT = /(<a\b[^>]*\bdata-org-name=""[^>]*>)[^<]*(<\/a>)/g;

/** What the server writes into every page it serves: the cooperative's name and its business time zone. */
export interface PageSettings {
  /** ORG_NAME. */
  orgName: string;
  /** APP_TIMEZONE: the web's "today" is the server's business day. */
  timeZone: string;
  /** SOCIAL_*: the landing's footer links (none when absent). */
  socialLinks?: SocialLinks;
}

/**
 * index.html with the cooperative's name in `<title>`, `<meta name="application-name">` and a pre-rendered
 * panel's top bar, and
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
    .replace(TIME_ZONE, (_m, open: string, close: string) => `${open}${escapeHtml(timeZone)}${close}`)
    .replace(ORG_NAME_TEXT, (_m, open: string, close: string) => `${open}${name}${close}`);
}

// The footer's build-time links (landing-footer.tsx): one anchor per network, without an href.
const SOCIAL_LINK = new RegExp(
  `<a\\b([^>]*?) ${SOCIAL_LINK_ATTRIBUTE}="(\\w+)"([^>]*)>([\\s\\S]*?)</a>`,
  'g',
);
const SOCIAL_NAV = new RegExp(`(<nav\\b[^>]* ${SOCIAL_NAV_ATTRIBUTE}=""[^>]*>)([\\s\\S]*?)</nav>`);

/**
 * The landing with the cooperative's profiles (SOCIAL_*) in its footer, so they work without
 * JavaScript: each configured network's link gets its address, the others go, and with none left
 * the navigation goes too (no empty landmark).
 */
export function withSocialLinks(html: string, links: SocialLinks): string {
  const nav = SOCIAL_NAV.exec(html);
  if (!nav) {
    if (Object.values(links).some(Boolean))
      throw new Error(`landing.html no tiene <nav ${SOCIAL_NAV_ATTRIBUTE}> para los enlaces sociales`);
    return html;
  }
  const [whole, open = '', inner = ''] = nav;
  const kept = inner.replace(
    SOCIAL_LINK,
    (_m, before: string, network: string, after: string, icon: string) => {
      const href = Object.hasOwn(links, network) ? links[network as SocialNetwork] : undefined;
      return href
        ? `<a href="${escapeHtml(href)}"${before} ${SOCIAL_LINK_ATTRIBUTE}="${network}"${after}>${icon}</a>`
        : '';
    },
  );
  return html.replace(whole, () => (/<a\b/.test(kept) ? `${open}${kept}</nav>` : ''));
}

/** A built page (index.html, landing.html, pages/…), read once at start with the settings in it. */
export function loadAppPage(webDist: string, settings: PageSettings, file = 'index.html'): string {
  return withPageSettings(readFileSync(join(webDist, file), 'utf8'), settings);
}
