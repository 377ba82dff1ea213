/**
 * Issue 27's one money format, as a check of what a person reads (a screen's text, a PDF's, a
 * file's cells): every unit amount with its four decimals, every Bs amount with two, es-VE grouping,
 * no lowercase 'bs' (the top bar's spec-quoted '1 ₽ = X bs' is removed by the caller). Rates (Bs
 * per unit: '1 ₽ = 36,5 Bs', '36,5 Bs/₽', 'Bs por ₽', 'Bolívares por 1 ₽'; a unit's factor: '1 ₽
 * equivale a … US$') are not amounts and keep their own format.
 * Each finding is '<text> (<why>)'. Used by tests: the accessibility walk, the PDFs, the exports.
 */
import { UNITS } from './units/reference-unit';

const GROUPED = /^-?\d{1,3}(\.\d{3})*$/;
// Every unit's symbol as a pattern piece: the check reads whichever unit the screens write.
const UNIT = `(?:${Object.values(UNITS)
  .map((u) => u.symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})`;
const UNIT_AMOUNT = new RegExp(`(\\d[\\d.]*)(?:,(\\d+))?\\s?${UNIT}`, 'g');
const UNIT_COLUMN = new RegExp(`\\(${UNIT}\\)$`);

const wrongShape = (whole: string, decimals: string | undefined, want: number, seen: string) =>
  GROUPED.test(whole) && (decimals ?? '').length === want ? null : `${seen} (${want} decimales)`;

/** The amounts of a text written another way than the one format. */
export function misformattedAmountsIn(text: string): string[] {
  const wrong: string[] = [];
  const lower = /(?<![\p{L}\d])bs(?![\p{L}])/u.exec(text);
  if (lower) wrong.push(`${text.slice(Math.max(0, lower.index - 30), lower.index + 10)} ('bs' en minúscula)`);
  for (const m of text.matchAll(UNIT_AMOUNT)) {
    // '1 ₽ = 36,50 Bs', 'Bolívares por 1 ₽' and '1 ₽ equivale a … US$' state a rate, not an amount of the unit.
    const after = text.slice(m.index + m[0].length);
    if (/^\s?(=|equivale\b)/.test(after) || /por\s$/.test(text.slice(0, m.index))) continue;
    const found = wrongShape(m[1]!, m[2], 4, m[0]);
    if (found) wrong.push(found);
  }
  for (const m of text.matchAll(/(\d[\d.]*)(?:,(\d+))?\s?Bs\b/g)) {
    const before = text.slice(Math.max(0, m.index - 3), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 6);
    if (/=\s?$/.test(before) || /^(\/|\s?por\s)/.test(after)) continue;
    const found = wrongShape(m[1]!, m[2], 2, m[0]);
    if (found) wrong.push(found);
  }
  return wrong;
}

/**
 * A table cell under a header '… (₽)' or '… (Bs)' (figures without a symbol): null when it is in the
 * format, or empty ('—'); rate columns ('Precio …', 'Tasa …') are not amounts.
 */
export function misformattedCell(header: string, value: string): string | null {
  const want = UNIT_COLUMN.test(header) ? 4 : /\(Bs\)$/.test(header) ? 2 : null;
  if (want === null || /^(Precio|Tasa)/.test(header) || value === '—' || value === '') return null;
  const m = /^(-?[\d.]+)(?:,(\d+))?$/.exec(value);
  return m ? wrongShape(m[1]!, m[2], want, `${header}: ${value}`) : `${header}: ${value} (no es un monto)`;
}
