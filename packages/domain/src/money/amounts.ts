import { Decimal, type DecimalInput } from './decimal';

import { BS_DECIMALS, PETRO_DECIMALS } from '../constants';

const dec = (v: DecimalInput) => new Decimal(v);

export const roundPetro = (v: DecimalInput): Decimal => dec(v).toDecimalPlaces(PETRO_DECIMALS);
export const roundBs = (v: DecimalInput): Decimal => dec(v).toDecimalPlaces(BS_DECIMALS);

/** Bs → ₽ at a rate (Bs per ₽), rounded half-up to the ₽ precision. A missing or zero rate is a caller bug. */
export function bsToPetro(bs: DecimalInput, rate: DecimalInput): Decimal {
  const r = dec(rate);
  if (!r.isFinite() || r.lte(0)) throw new RangeError('rate must be positive');
  return roundPetro(dec(bs).div(r));
}

/** ₽ → Bs at a rate, rounded half-up to the Bs precision. */
export function petroToBs(petro: DecimalInput, rate: DecimalInput): Decimal {
  return roundBs(dec(petro).mul(rate));
}

/** A decimal text in plain notation, as PostgreSQL writes a numeric. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A stored decimal string (from PostgreSQL numeric) as the JSON number the API sends. Plain text is
 * read by Number directly: the nearest double of the same decimal value, as through Decimal, without
 * building one per amount of every row of every page.
 */
export const toJsonNumber = (v: DecimalInput): number =>
  typeof v === 'string' && PLAIN_DECIMAL.test(v) ? Number(v) : dec(v).toNumber();
