import { DEFAULT_UNIT, unitPlural, type ReferenceUnit } from '@app/domain';
import { escapeHtml } from './app-page';

/**
 * The contract between the web's build and the server (issue 29): the pages are pre-rendered in the
 * default unit, and an element holding only the unit's symbol, name or plural carries
 * `data-unit="symbol" | "name" | "plural"`; the server writes the unit in force into it.
 */
export const UNIT_ATTRIBUTE = 'data-unit';

type UnitSpot = 'symbol' | 'name' | 'plural';
const spotText = (unit: ReferenceUnit, spot: UnitSpot): string =>
  spot === 'symbol' ? unit.symbol : spot === 'name' ? unit.name : unitPlural(unit);

const UNIT_META = /(<meta name="reference-unit" content=")[^"]*(")/;
const TIME_ZONE_META = /<meta name="business-time-zone" content="[^"]*"\s*\/?>/;
const MARKED = new RegExp(
  `<(\\w+)\\b([^>]*\\s${UNIT_ATTRIBUTE}="(symbol|name|plural)"[^>]*)>([^<]*)</\\1>`,
  'g',
);
// Script and style bodies and comments are not text anyone reads: left as built.
const PIECES = /<script\b[\s\S]*?<\/script\s*>|<style\b[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->|<[^>]*>|[^<]+/gi;
// The attributes a person reads or hears (screen readers): the unit may be written there too.
const READ_ATTRIBUTE = /(\s(?:aria-label|title|placeholder|alt)=")([^"]*)(")/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as the text wrote it: 'Petros' at the start of a sentence becomes 'Dólares'. */
const sameCase = (written: string, word: string) =>
  /^\p{Lu}/u.test(written) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * Text written in the default unit, in the unit in force: its symbol (also as a character
 * reference) and its name, singular or plural, as whole words.
 */
function textIn(unit: ReferenceUnit): (text: string) => string {
  const from = DEFAULT_UNIT;
  const codePoint = from.symbol.codePointAt(0)!;
  const symbol = new RegExp(
    `${escapeRegExp(from.symbol)}|&#${codePoint};|&#x${codePoint.toString(16)};`,
    'gi',
  );
  const plural = unitPlural(from);
  const words = new RegExp(
    `(?<![\\p{L}\\p{N}])(${escapeRegExp(plural)}|${escapeRegExp(from.name)})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return (text) =>
    text
      .replace(symbol, () => escapeHtml(unit.symbol))
      .replace(words, (written: string) =>
        sameCase(written, written.toLowerCase() === plural ? unitPlural(unit) : unit.name),
      );
}

/**
 * A built page in the unit in force: its code in `<meta name="reference-unit">` (the web starts
 * with it, before asking the API), the elements marked `data-unit` with its symbol, name or plural,
 * and any symbol or name of the default unit left unmarked in the body's text, so that a page read
 * without JavaScript never shows a unit the cooperative does not use.
 */
export function withReferenceUnit(html: string, unit: ReferenceUnit): string {
  const meta = `<meta name="reference-unit" content="${escapeHtml(unit.code)}" />`;
  // Beside the time zone, which every page has (withPageSettings), unless the build wrote it already.
  const page = UNIT_META.test(html)
    ? html.replace(UNIT_META, (_m, open: string, close: string) => `${open}${escapeHtml(unit.code)}${close}`)
    : html.replace(TIME_ZONE_META, (tag) => `${tag}\n    ${meta}`);
  const start = page.search(/<body\b/i);
  if (start < 0 || unit.code === DEFAULT_UNIT.code) return page;
  const rewrite = textIn(unit);
  const body = page
    .slice(start)
    .replace(
      MARKED,
      (_m, tag: string, attributes: string, spot: UnitSpot, written: string) =>
        `<${tag}${attributes}>${escapeHtml(sameCase(written.trim(), spotText(unit, spot)))}</${tag}>`,
    )
    .replace(PIECES, (piece) => {
      if (!piece.startsWith('<')) return rewrite(piece);
      if (/^<(script|style|!--)/i.test(piece)) return piece;
      return piece.replace(
        READ_ATTRIBUTE,
        (_m, open: string, value: string, close: string) => `${open}${rewrite(value)}${close}`,
      );
    });
  return page.slice(0, start) + body;
}
