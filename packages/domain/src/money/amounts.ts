import { Decimal, type DecimalInput } from './decimal';

/** Stored precision of each kind of amount (domain rules: ₽ 4 decimals, Bs 2; a rate is Bs per ₽). */
export const PETRO_DECIMALS = 4;
export const BS_DECIMALS = 2;
export const RATE_DECIMALS = 4;

/** The largest amount accepted anywhere: keeps every value exact in a JSON number and in numeric(20,x). */
export const MAX_AMOUNT = 1_000_000_000_000;

const dec = (v: DecimalInput) => new Decimal(v);

export const roundPetro = (v: DecimalInput): Decimal => dec(v).toDecimalPlaces(PETRO_DECIMALS);
export const roundBs = (v: DecimalInput): Decimal => dec(v).toDecimalPlaces(BS_DECIMALS);
export const roundRate = (v: DecimalInput): Decimal => dec(v).toDecimalPlaces(RATE_DECIMALS);

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

/** How many decimal places a JS number really carries (1.10 → 1, 0.1 + 0.2 → 17). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  return dec(n).decimalPlaces();
}

/** A stored decimal string (from PostgreSQL numeric) as the JSON number the API sends. */
export const toJsonNumber = (v: DecimalInput): number => dec(v).toNumber();
