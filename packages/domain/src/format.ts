import { getBusinessTimeZone } from './time/business-day';

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
const bsFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const petroFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
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

/** A bolivar amount with two decimals. */
export const formatBs = (amount: number): string => bsFormat.format(amount);

/** A petro amount with two to four decimals. */
export const formatPetro = (amount: number): string => petroFormat.format(amount);

/** A rate (Bs per ₽) with up to four decimals and no trailing zeros. */
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
