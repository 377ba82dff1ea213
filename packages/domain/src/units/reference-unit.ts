/**
 * The reference unit loans are counted in (issue 29): data, not code. The database keeps the
 * current one; the web and the server set it here once read, and every text reads it from here.
 */
export const UNIT_CODES = ['PTR', 'USD', 'EUR'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export interface ReferenceUnit {
  code: UnitCode;
  /** Its name as a sentence writes it: 'petro', 'dólar', 'euro'. */
  name: string;
  symbol: string;
}

/** What the texts need beyond the API's { code, name, symbol }: the plural ('En dólares'). */
const PLURALS: Record<UnitCode, string> = { PTR: 'petros', USD: 'dólares', EUR: 'euros' };

export const UNITS: Record<UnitCode, ReferenceUnit> = {
  PTR: { code: 'PTR', name: 'petro', symbol: '₽' },
  USD: { code: 'USD', name: 'dólar', symbol: 'US$' },
  EUR: { code: 'EUR', name: 'euro', symbol: '€' },
};

/** A new install counts in petro: nothing changes for one that does nothing. */
export const DEFAULT_UNIT: ReferenceUnit = UNITS.PTR;

export const isUnitCode = (code: unknown): code is UnitCode =>
  typeof code === 'string' && (UNIT_CODES as readonly string[]).includes(code);

let current: ReferenceUnit = DEFAULT_UNIT;

/** The unit in force, as last read from the server or the database. */
export const referenceUnit = (): ReferenceUnit => current;

/** Records the unit in force (after reading it); unknown codes are a caller bug. */
export function setReferenceUnit(code: UnitCode): ReferenceUnit {
  const unit = UNITS[code];
  if (!unit) throw new RangeError(`unknown unit ${String(code)}`);
  current = unit;
  return unit;
}

/** The symbol of the unit in force: '₽', 'US$', '€'. */
export const unitSymbol = (): string => current.symbol;

/** Its name in the plural, for titles such as 'En dólares'. */
export const unitPlural = (unit: ReferenceUnit = current): string => PLURALS[unit.code];

/** 'US$' → 'dólar (US$)': the unit named in words, for confirmations and history. */
export const unitWords = (unit: ReferenceUnit = current): string => `${unit.name} (${unit.symbol})`;
