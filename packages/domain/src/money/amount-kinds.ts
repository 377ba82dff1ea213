import {
  BS_DECIMALS,
  MEASURE_DECIMALS,
  PERCENT_DECIMALS,
  RATE_DECIMALS,
  UNIT_FACTOR_DECIMALS,
} from '../constants';
import { amountMessages } from '../amount-messages';
import { decimalPlaces } from './decimal-places';

/**
 * What a number field holds. It fixes the decimals the field takes (the same constants its schema
 * uses), how the field writes the value back, and the echo under it.
 * - bs: bolívares ('95.000,00'); rate: Bs per 1 ₽ ('36,50', up to four decimals); percent: '12,50';
 * - count: a whole number ('10.800'); year: a calendar year, never grouped ('2015');
 * - measure: a quantity with up to two decimals, such as liters of oil ('3,75');
 * - factor: how many units of the new reference unit one of the current one is worth ('60,5').
 */
export type AmountKind = 'bs' | 'rate' | 'percent' | 'count' | 'year' | 'measure' | 'factor';

export interface KindRule {
  decimals: number;
  /** Decimals always written (Bs shows cents even when zero). */
  minimumDecimals: number;
  grouping: boolean;
}

const rules: Record<AmountKind, KindRule> = {
  bs: { decimals: BS_DECIMALS, minimumDecimals: BS_DECIMALS, grouping: true },
  rate: { decimals: RATE_DECIMALS, minimumDecimals: 2, grouping: true },
  percent: { decimals: PERCENT_DECIMALS, minimumDecimals: PERCENT_DECIMALS, grouping: true },
  count: { decimals: 0, minimumDecimals: 0, grouping: true },
  year: { decimals: 0, minimumDecimals: 0, grouping: false },
  measure: { decimals: MEASURE_DECIMALS, minimumDecimals: 0, grouping: true },
  factor: { decimals: UNIT_FACTOR_DECIMALS, minimumDecimals: 0, grouping: true },
};

/** How many decimals a field of this kind takes. */
export const amountDecimals = (kind: AmountKind): number => rules[kind].decimals;

/** How a field of this kind writes its value: the decimals it takes and always shows, and whether it groups. */
export const amountWriting = (kind: AmountKind): Readonly<KindRule> => rules[kind];

const formats = new Map<string, Intl.NumberFormat>();

/** A value as its field writes it, es-VE: parseAmount reads it back to the same number. */
export function formatAmount(value: number, kind: AmountKind): string {
  const { decimals, minimumDecimals, grouping } = rules[kind];
  // A value set from outside with more decimals than the field takes is shown whole, never rounded.
  const maximum = Math.min(20, Math.max(decimals, decimalPlaces(value)));
  const key = `${kind}|${maximum}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-VE', {
      minimumFractionDigits: minimumDecimals,
      maximumFractionDigits: maximum,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

const echoes: Partial<Record<AmountKind, (amount: string) => string>> = amountMessages.echo;

/** Whether a field of this kind echoes the value it read (counts, years and measures do not). */
export const amountHasEcho = (kind: AmountKind): boolean => echoes[kind] !== undefined;

/** 'Se registrará: 95.000,00 Bs' under a field of this kind; undefined for kinds without an echo. */
export const amountEcho = (value: number, kind: AmountKind): string | undefined =>
  echoes[kind]?.(formatAmount(value, kind));
