/**
 * An amount as a person types or pastes it, to a number: '4,5' and '4.5' are both 4.5; with both
 * separators the last one is the decimal point ('1.234,56' → 1234.56); one kind repeated is for
 * thousands ('1.234.567'). A leading '-' is kept, so the form can say the amount must be positive.
 * Anything else (letters, '+', two decimal points) is undefined.
 */
export function parseAmountText(text: string): number | undefined {
  const compact = text.trim().replace(/\s/g, '');
  const sign = compact.startsWith('-') ? -1 : 1;
  const t = sign < 0 ? compact.slice(1) : compact;
  if (!/^\d[\d.,]*$/.test(t)) return undefined;
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const [int = '', frac, ...rest] = t.split(decimal);
    if (rest.length || !/^\d{1,3}([.,]\d{3})*$/.test(int) || int.includes(decimal)) return undefined;
    normalized = `${int.split(thousands).join('')}.${frac}`;
  } else {
    const sep = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : '';
    const parts = sep ? t.split(sep) : [t];
    if (parts.length === 2) normalized = `${parts[0]}.${parts[1]}`;
    else if (parts.length > 2 && parts.slice(1).every((p) => p.length === 3) && parts[0]!.length <= 3)
      normalized = parts.join('');
    else if (parts.length === 1) normalized = t;
    else return undefined;
  }
  if (normalized.endsWith('.')) return undefined;
  const n = Number(normalized);
  return Number.isFinite(n) ? sign * n : undefined;
}
