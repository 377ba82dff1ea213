/** Dates and amounts as Venezuelan users read them: dd/mm/yyyy in Caracas time, 1.234,56. */
const LOCALE = 'es-VE';
const TIME_ZONE = 'America/Caracas';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const bsFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const petroFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const rateFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 4 });

/** An ISO timestamp (or Date) as dd/mm/yyyy in Caracas; '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A bolivar amount with two decimals. */
export const formatBs = (amount: number): string => bsFormat.format(amount);

/** A petro amount with two to four decimals. */
export const formatPetro = (amount: number): string => petroFormat.format(amount);

/** A rate (Bs per ₽) with up to four decimals and no trailing zeros. */
export const formatRate = (amount: number): string => rateFormat.format(amount);
