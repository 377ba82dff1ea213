import { getBusinessTimeZone } from './time/business-day';

/** Dates and amounts as Venezuelan users read them: dd/mm/yyyy in the business time zone, 1.234,56. */
const LOCALE = 'es-VE';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatIn = (timeZone: string) => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dateFormats.set(timeZone, format);
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
