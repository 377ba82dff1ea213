import { BS_DECIMALS, PETRO_DECIMALS } from './constants';
import { getBusinessTimeZone } from './time/business-day';
import { unitSymbol } from './units/reference-unit';

/** Dates and amounts as Venezuelan users read them: dd/mm/yyyy in the business time zone, 1.234,56. */
const LOCALE = 'es-VE';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatIn = (timeZone: string, withTime = false) => {
  const key = `${timeZone}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    });
    dateFormats.set(key, format);
  }
  return format;
};
const rateFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 4 });

/** An ISO timestamp (or Date) as dd/mm/yyyy in the business time zone; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormatIn(getBusinessTimeZone()).format(date);
}

/** An ISO timestamp as 'dd/mm/yyyy hh:mm' (24 h) in the business time zone; '' for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  // Assembled from parts: engines differ on the separator between date and time (', ' or ' ').
  const part = Object.fromEntries(
    dateFormatIn(getBusinessTimeZone(), true)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** A calendar date 'YYYY-MM-DD' (a due date, a birth date) as dd/mm/yyyy, with no time zone shift. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}/${m}/${y}` : '';
}

/** An amount as the API, the database (numeric as text) or the decimal library give it. */
export type AmountValue = number | string | { toString(): string } | null | undefined;

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const fixedFormats = new Map<number, Intl.NumberFormat>();

/**
 * An amount with exactly `decimals` decimals, es-VE ('1.234,5000'). A stored value (numeric text
 * with at most that many decimals) is written digit for digit; anything else goes through Intl,
 * which rounds half-up ("half expand") as the domain rules do.
 */
export function formatFixed(amount: AmountValue, decimals: number): string {
  // A figure the answer lacks shows as missing, never as 'NaN'.
  if (amount == null) return NO_VALUE;
  const text = typeof amount === 'number' ? null : amount.toString();
  const plain = text === null ? null : PLAIN_DECIMAL.exec(text);
  if (plain && (plain[3]?.length ?? 0) <= decimals) {
    const [, sign, whole, fraction = ''] = plain;
    const grouped = whole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    const digits = decimals ? `,${fraction.padEnd(decimals, '0')}` : '';
    const zero = /^0*$/.test(whole! + fraction);
    return `${sign && !zero ? '-' : ''}${grouped}${digits}`;
  }
  let format = fixedFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    fixedFormats.set(decimals, format);
  }
  const value = typeof amount === 'number' ? amount : Number(text);
  // -0,00 reads as a debt of nothing.
  return format.format(value).replace(/^-(?=[0,.]+$)/, '');
}

/** A bolivar amount with its two decimals: '1.234,50'. */
export const formatBs = (amount: AmountValue): string => formatFixed(amount, BS_DECIMALS);

/** A reference-unit amount with its four decimals, always, so columns line up: '35,4300'. */
export const formatPetro = (amount: AmountValue): string => formatFixed(amount, PETRO_DECIMALS);

/**
 * A reference-unit amount with the symbol of the unit in force, as every screen, e-mail, PDF and file
 * writes it: '35,4300 US$'; `symbol` names another unit (a change of unit, before and after).
 */
export const unitText = (amount: AmountValue, symbol: string = unitSymbol()): string =>
  `${formatPetro(amount)} ${symbol}`;

/** A column or field of amounts in the reference unit, named with its symbol: 'Saldo (US$)'. */
export const inUnit = (label: string): string => `${label} (${unitSymbol()})`;

/** A rate as the top bar and the forms state it: '1 US$ = 36,5 Bs'; `symbol` as in unitText. */
export const rateText = (rate: number, symbol: string = unitSymbol()): string =>
  `1 ${symbol} = ${formatRate(rate)} Bs`;

/** A bolivar amount with its symbol, as every screen, e-mail, PDF and file writes it: '1.234,50 Bs'. */
export const bsText = (amount: AmountValue): string => `${formatBs(amount)} Bs`;

/** A rate (Bs per unit) with up to four decimals and no trailing zeros. */
export const formatRate = (amount: number): string => rateFormat.format(amount);

const shareFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** A share between 0 and 1 (PAR) as a percentage: 0.1807 → '18,07 %'. */
export const formatShare = (share: number): string => shareFormat.format(share);

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
/** A count with thousands separators: 10485 → '10.485'. */
export const formatCount = (n: number): string => countFormat.format(n);

/** What a table, a detail or a file shows where a value is missing or not known yet. */
export const NO_VALUE = '—';
