import { MAX_AMOUNT } from '../constants';
import { amountMessages } from '../amount-messages';

/** What an amount field's text says: a number, nothing yet (undefined), or why it was refused. */
export type AmountReading = { ok: true; value: number | undefined } | { ok: false; error: string };

// With a comma: plain digits or well-formed thousands groups (no leading zero), then the decimals.
const WITH_COMMA = /^(\d+|[1-9]\d{0,2}(?:\.\d{3})+),(\d+)$/;
// Without a comma: plain digits, or dots before groups of exactly three digits.
const THOUSANDS = /^(\d+|[1-9]\d{0,2}(?:\.\d{3})+)$/;
// A single dot before one or two digits is a decimal mark, as bank apps copy amounts ('95.50').
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/** What an amount field's text says, digit for digit: the decimal with a point ('95000.5'), nothing yet, or why not. */
export type DecimalReading = { ok: true; decimal: string | undefined } | { ok: false; error: string };

/**
 * Reads an amount typed the Venezuelan way, for a field that takes `decimals` decimals, as the
 * exact decimal it says: '95.000,50' → '95000.50', '60,5' → '60.5' (see parseAmount for the rules).
 * For values no float may touch on their way to the API (a unit factor).
 */
export function readDecimal(text: string, decimals: number): DecimalReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, decimal: undefined };
  const negative = trimmed.startsWith('-');
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  const parts = WITH_COMMA.exec(unsigned) ?? THOUSANDS.exec(unsigned) ?? DOT_DECIMAL.exec(unsigned);
  if (!parts) return { ok: false, error: amountMessages.unreadable };
  const [, integer = '', fraction = ''] = parts;
  if (fraction.length > decimals) return { ok: false, error: amountMessages.tooManyDecimals(decimals) };
  const whole = integer.replaceAll('.', '').replace(/^0+(?=\d)/, '');
  const magnitude = fraction ? `${whole}.${fraction}` : whole;
  if (Number(magnitude) > MAX_AMOUNT) return { ok: false, error: amountMessages.tooLarge };
  return { ok: true, decimal: negative ? `-${magnitude}` : magnitude };
}

/**
 * Reads an amount typed the Venezuelan way, for a field that takes `decimals` decimals.
 * - With a comma, the comma is the decimal mark and dots separate thousands:
 *   '95.000,50' → 95000.5, '1.234.567,89' → 1234567.89, '95,5' → 95.5.
 * - Without one, dots before groups of three digits separate thousands ('95.000' → 95000,
 *   '1.234.567' → 1234567), a single dot before one or two digits is the decimal mark ('95.50' → 95.5),
 *   plain digits are an integer ('95000').
 * - Anything else ('1.23.4', '12,345,6', '1,234.56', '1.2345', letters), more decimals than the field
 *   takes, or more than MAX_AMOUNT is refused with the message to show, never rounded or guessed.
 * Blank text is undefined, so the form says the field is required; a leading '-' is kept, so the
 * form's schema can say the amount must be positive.
 */
export function parseAmount(text: string, decimals: number): AmountReading {
  const reading = readDecimal(text, decimals);
  if (!reading.ok) return reading;
  return { ok: true, value: reading.decimal === undefined ? undefined : Number(reading.decimal) };
}
