/**
 * Decimal arithmetic for money: never binary floats. Half-up rounding, as the domain rules require.
 * Our own BigInt decimal (exact-decimal.ts) with the behaviour of the decimal.js clone used before
 * (`precision: 40, rounding: ROUND_HALF_UP`), so the web bundle carries no decimal.js.
 */
export { Decimal, type DecimalInput } from './exact-decimal';
