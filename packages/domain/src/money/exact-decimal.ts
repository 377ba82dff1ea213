/**
 * An exact decimal for money, built on BigInt: a drop-in for the decimal.js clone the domain used
 * (`precision: 40, rounding: ROUND_HALF_UP`, default `toExpNeg: -7`, `toExpPos: 21`), with the
 * same results for every operation the code base calls, proved against decimal.js by the property
 * tests in exact-decimal.test.ts. It weighs a fraction of decimal.js in the web bundle.
 *
 * The value is (-1)^neg × coef × 10^exp, with coef a non-negative BigInt without trailing zeros
 * (zero is coef 0, exp 0). The sign of zero is kept, as decimal.js keeps it: it shows in
 * valueOf/toJSON ('-0'), toNumber (-0) and a negative toFixed ('-0.00' for -0.001).
 *
 * Deliberate differences from decimal.js, none reachable by money:
 * - only finite values: NaN and ±Infinity (number or string) are refused with a RangeError at
 *   construction, and dividing by zero throws a RangeError instead of giving ±Infinity or NaN;
 *   so isFinite() is always true;
 * - exponents are limited to ±EXP_LIMIT (decimal.js: ±9e15); beyond it a RangeError;
 * - strings are read in decimal only (no 0x / 0b / 0o forms).
 */

/** Rounding modes, numbered as decimal.js numbers them. */
export type Rounding = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** A value the constructor reads. */
export type DecimalInput = Decimal | string | number;

/** Significant digits kept by plus, minus, mul and div (decimal.js `precision`). */
const PRECISION = 40;
/** Default rounding (decimal.js `rounding`): half away from zero. */
const ROUNDING: Rounding = 4;
/** toString switches to exponent notation at these exponents (decimal.js defaults). */
const TO_EXP_NEG = -7;
const TO_EXP_POS = 21;
/** Largest |exponent| of the leading digit accepted; far beyond any number (±308) or money. */
const EXP_LIMIT = 10_000;

const DECIMAL = /^(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;
const PLAIN = /^\d+(?:\.\d+)?$/;

// Powers of ten and digit counts are on every operation's path: a table and the Number fast path
// (the history of a national portfolio makes millions of operations).
const POW10: readonly bigint[] = Array.from({ length: 128 }, (_, k) => 10n ** BigInt(k));
const pow10 = (n: number): bigint => (n < POW10.length ? POW10[n]! : 10n ** BigInt(n));
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const digitCount = (c: bigint): number =>
  c === 0n ? 1 : c <= SAFE ? String(Number(c)).length : c.toString().length;
/** Coefficients below this have at most PRECISION digits: no rounding to do. */
const PRECISION_LIMIT = pow10(PRECISION);

function invalid(v: unknown): never {
  throw new Error(`[DecimalError] Invalid argument: ${String(v)}`);
}

function checkInt(n: number, min: number, max: number): void {
  if (n !== Math.trunc(n) || n < min || n > max) invalid(n);
}

export class Decimal {
  static readonly ROUND_UP = 0 as const;
  static readonly ROUND_DOWN = 1 as const;
  static readonly ROUND_CEIL = 2 as const;
  static readonly ROUND_FLOOR = 3 as const;
  static readonly ROUND_HALF_UP = 4 as const;
  static readonly ROUND_HALF_DOWN = 5 as const;
  static readonly ROUND_HALF_EVEN = 6 as const;
  static readonly ROUND_HALF_CEIL = 7 as const;
  static readonly ROUND_HALF_FLOOR = 8 as const;
  static readonly precision = PRECISION;
  static readonly rounding = ROUNDING;
  static readonly toExpNeg = TO_EXP_NEG;
  static readonly toExpPos = TO_EXP_POS;

  private readonly negative: boolean;
  private readonly coef: bigint;
  private readonly exp: number;

  constructor(v: DecimalInput) {
    if (v instanceof Decimal) {
      this.negative = v.negative;
      this.coef = v.coef;
      this.exp = v.exp;
      return;
    }
    let neg: boolean;
    let str: string;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new RangeError(`[DecimalError] Not a finite number: ${v}`);
      neg = v < 0 || Object.is(v, -0);
      // The shortest string that reads back as the same number, as decimal.js reads a number.
      str = String(Math.abs(v));
    } else if (typeof v === 'string') {
      neg = v.charCodeAt(0) === 45; // '-'
      str = neg || v.charCodeAt(0) === 43 ? v.slice(1) : v; // '+'
    } else {
      invalid(v);
    }
    // Plain digits with a point, as PostgreSQL writes a numeric (most values a page reads): no exponent to read.
    if (PLAIN.test(str)) {
      const dot = str.indexOf('.');
      const [c, x] =
        dot < 0
          ? normalize(BigInt(str), 0)
          : normalize(BigInt(str.slice(0, dot) + str.slice(dot + 1)), dot + 1 - str.length);
      checkRange(c, x);
      this.negative = neg;
      this.coef = c;
      this.exp = x;
      return;
    }
    const m = DECIMAL.exec(str);
    if (!m) {
      if (/^(?:nan|infinity)$/i.test(str))
        throw new RangeError(`[DecimalError] Not a finite number: ${String(v)}`);
      invalid(v);
    }
    const [int, frac = ''] = m[1]!.split('.') as [string, string?];
    const e = m[2] === undefined ? 0 : Number(m[2]);
    const [c, x] = normalize(BigInt(int + frac), e - frac.length);
    checkRange(c, x);
    this.negative = neg;
    this.coef = c;
    this.exp = x;
  }

  // ---- arithmetic (results rounded half-up to 40 significant digits, as the decimal.js clone) ----

  plus(y: DecimalInput): Decimal {
    return add(this, read(y), false);
  }

  minus(y: DecimalInput): Decimal {
    return add(this, read(y), true);
  }

  mul(y: DecimalInput): Decimal {
    const b = read(y);
    return toPrecision(this.negative !== b.negative, this.coef * b.coef, this.exp + b.exp);
  }

  div(y: DecimalInput): Decimal {
    const b = read(y);
    if (b.coef === 0n) throw new RangeError('[DecimalError] Division by zero');
    const neg = this.negative !== b.negative;
    if (this.coef === 0n) return make(neg, 0n, 0);
    // Enough digits for the precision, a rounding digit and a sticky digit for an inexact rest.
    const shift = Math.max(0, PRECISION + 2 + digitCount(b.coef) - digitCount(this.coef));
    const n = this.coef * pow10(shift);
    const q = n / b.coef;
    const sticky = n % b.coef === 0n ? 0n : 1n;
    return toPrecision(neg, q * 10n + sticky, this.exp - b.exp - shift - 1);
  }

  abs(): Decimal {
    return make(false, this.coef, this.exp);
  }

  neg(): Decimal {
    return make(!this.negative, this.coef, this.exp);
  }

  // ---- rounding ----

  /** Rounded to `dp` decimal places (default rounding half-up); without `dp`, a copy. */
  toDecimalPlaces(dp?: number, rm?: Rounding): Decimal {
    if (dp === undefined) return new Decimal(this);
    checkInt(dp, 0, 1e9);
    return roundAt(this.negative, this.coef, this.exp, -dp, roundingMode(rm));
  }

  round(): Decimal {
    return roundAt(this.negative, this.coef, this.exp, 0, ROUNDING);
  }

  ceil(): Decimal {
    return roundAt(this.negative, this.coef, this.exp, 0, Decimal.ROUND_CEIL);
  }

  floor(): Decimal {
    return roundAt(this.negative, this.coef, this.exp, 0, Decimal.ROUND_FLOOR);
  }

  trunc(): Decimal {
    return roundAt(this.negative, this.coef, this.exp, 0, Decimal.ROUND_DOWN);
  }

  // ---- comparison ----

  /** 1, 0 or -1 as this is greater than, equal to or less than `y` (-0 equals 0). */
  cmp(y: DecimalInput): -1 | 0 | 1 {
    return compare(this, read(y));
  }

  eq(y: DecimalInput): boolean {
    return this.cmp(y) === 0;
  }

  gt(y: DecimalInput): boolean {
    return this.cmp(y) > 0;
  }

  gte(y: DecimalInput): boolean {
    return this.cmp(y) >= 0;
  }

  lt(y: DecimalInput): boolean {
    return this.cmp(y) < 0;
  }

  lte(y: DecimalInput): boolean {
    return this.cmp(y) <= 0;
  }

  // ---- predicates ----

  isZero(): boolean {
    return this.coef === 0n;
  }

  /** True for negative numbers and -0, as decimal.js. */
  isNeg(): boolean {
    return this.negative;
  }

  isPos(): boolean {
    return !this.negative;
  }

  isInteger(): boolean {
    return this.exp >= 0;
  }

  /** Always true: this class holds finite values only (see the module comment). */
  isFinite(): boolean {
    return true;
  }

  /** Decimal places of the value, trailing zeros not counted. */
  decimalPlaces(): number {
    return this.exp < 0 ? -this.exp : 0;
  }

  // ---- output ----

  /** As decimal.js: plain notation, exponent notation when the leading digit's exponent is <= -7 or >= 21; -0 is '0'. */
  toString(): string {
    const s = this.format(isExp(this));
    return this.negative && this.coef !== 0n ? '-' + s : s;
  }

  /** As toString, but -0 is '-0' (decimal.js valueOf/toJSON). */
  valueOf(): string {
    const s = this.format(isExp(this));
    return this.negative ? '-' + s : s;
  }

  toJSON(): string {
    return this.valueOf();
  }

  toNumber(): number {
    return Number(this.valueOf());
  }

  /** Plain notation (never exponent); with `dp`, rounded (default half-up) and padded to `dp` places. */
  toFixed(dp?: number, rm?: Rounding): string {
    let s: string;
    if (dp === undefined) {
      s = this.format(false);
    } else {
      checkInt(dp, 0, 1e9);
      const y = roundAt(this.negative, this.coef, this.exp, -dp, roundingMode(rm));
      s = y.format(false);
      if (dp > 0) {
        const point = s.indexOf('.');
        const places = point < 0 ? 0 : s.length - point - 1;
        s = (point < 0 ? s + '.' : s) + '0'.repeat(dp - places);
      }
    }
    // The sign is that of the value before rounding (-0.001 to 2 places is '-0.00'), as decimal.js.
    return this.negative && this.coef !== 0n ? '-' + s : s;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  get [Symbol.toStringTag](): string {
    return 'Decimal';
  }

  // ---- statics ----

  static max(...values: DecimalInput[]): Decimal {
    return maxOrMin(values, -1);
  }

  static min(...values: DecimalInput[]): Decimal {
    return maxOrMin(values, 1);
  }

  /** Unsigned digits in plain or exponent notation. */
  private format(exponent: boolean): string {
    const digits = this.coef.toString();
    if (this.coef === 0n) return '0';
    const e = this.exp + digits.length - 1;
    if (exponent) {
      const mantissa = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
      return mantissa + (e < 0 ? 'e' : 'e+') + e;
    }
    if (this.exp >= 0) return digits + '0'.repeat(this.exp);
    if (e < 0) return '0.' + '0'.repeat(-e - 1) + digits;
    return digits.slice(0, e + 1) + '.' + digits.slice(e + 1);
  }

  /** @internal The fields, for this module's helpers (sign, coefficient, exponent). */
  static parts(d: Decimal): [neg: boolean, coef: bigint, exp: number] {
    return [d.negative, d.coef, d.exp];
  }
}

// The module's helpers, not exported: they read fields through Decimal.parts and build values with make.

/** An operand as a Decimal: one already is (values never change) and is used as it is, without a copy. */
const read = (y: DecimalInput): Decimal => (y instanceof Decimal ? y : new Decimal(y));

interface Fields {
  negative: boolean;
  coef: bigint;
  exp: number;
}

function make(neg: boolean, coef: bigint, exp: number): Decimal {
  const [c, x] = normalize(coef, exp);
  checkRange(c, x);
  const d = Object.create(Decimal.prototype) as Fields;
  d.negative = neg;
  d.coef = c;
  d.exp = x;
  return d as unknown as Decimal;
}

/** Trailing zeros moved into the exponent; zero is (0, 0). */
function normalize(coef: bigint, exp: number): [bigint, number] {
  if (coef === 0n) return [0n, 0];
  while (coef % 10n === 0n) {
    coef /= 10n;
    exp++;
  }
  return [coef, exp];
}

function checkRange(coef: bigint, exp: number): void {
  if (coef === 0n) return;
  // At most PRECISION digits and a small exponent: in range without counting digits.
  if (coef < PRECISION_LIMIT && exp > -EXP_LIMIT && exp < EXP_LIMIT - PRECISION) return;
  const e = exp + digitCount(coef) - 1;
  if (e > EXP_LIMIT || e < -EXP_LIMIT) throw new RangeError(`[DecimalError] Exponent out of range: ${e}`);
}

function isExp(d: Decimal): boolean {
  const [, coef, exp] = Decimal.parts(d);
  if (coef === 0n) return false;
  const e = exp + digitCount(coef) - 1;
  return e <= TO_EXP_NEG || e >= TO_EXP_POS;
}

function roundingMode(rm: Rounding | undefined): Rounding {
  if (rm === undefined) return ROUNDING;
  checkInt(rm, 0, 8);
  return rm;
}

/** The value rounded so that no digit is left below 10^minExp; the sign is kept even when it rounds to zero. */
function roundAt(neg: boolean, coef: bigint, exp: number, minExp: number, rm: Rounding): Decimal {
  if (exp >= minExp || coef === 0n) return make(neg, coef, exp);
  const drop = minExp - exp;
  // Dropping more digits than the coefficient has leaves a rest below half of 10^drop: compare small.
  const digits = digitCount(coef);
  let q: bigint;
  let r: bigint;
  let half: bigint;
  if (drop > digits + 1) {
    q = 0n;
    r = coef;
    half = pow10(digits) * 5n; // larger than the rest, and what matters is r > 0 and r < half
  } else {
    const p = pow10(drop);
    q = coef / p;
    r = coef % p;
    half = p / 2n;
  }
  let up: boolean;
  switch (rm) {
    case 0:
      up = r > 0n;
      break;
    case 1:
      up = false;
      break;
    case 2:
      up = r > 0n && !neg;
      break;
    case 3:
      up = r > 0n && neg;
      break;
    case 4:
      up = r >= half;
      break;
    case 5:
      up = r > half;
      break;
    case 6:
      up = r > half || (r === half && q % 2n === 1n);
      break;
    case 7:
      up = r > half || (r === half && !neg);
      break;
    case 8:
      up = r > half || (r === half && neg);
      break;
  }
  return make(neg, up ? q + 1n : q, minExp);
}

/** Rounded half-up to PRECISION significant digits, as decimal.js finalises an operation's result. */
function toPrecision(neg: boolean, coef: bigint, exp: number): Decimal {
  if (coef === 0n) return make(neg, 0n, 0);
  if (coef < PRECISION_LIMIT) return make(neg, coef, exp);
  const e = exp + digitCount(coef) - 1;
  return roundAt(neg, coef, exp, e - PRECISION + 1, ROUNDING);
}

function add(a: Decimal, b: Decimal, subtract: boolean): Decimal {
  const [an, ac, ax] = Decimal.parts(a);
  const [bn0, bc, bx] = Decimal.parts(b);
  const bn = subtract ? !bn0 : bn0;
  if (ac === 0n && bc === 0n) return make(an && bn, 0n, 0); // -0 + -0 = -0; any other zero sum is +0
  if (bc === 0n) return toPrecision(an, ac, ax);
  if (ac === 0n) return toPrecision(bn, bc, bx);
  const x = Math.min(ax, bx);
  const av = ac * pow10(ax - x) * (an ? -1n : 1n);
  const bv = bc * pow10(bx - x) * (bn ? -1n : 1n);
  const sum = av + bv;
  if (sum === 0n) return make(false, 0n, 0);
  return toPrecision(sum < 0n, sum < 0n ? -sum : sum, x);
}

function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [an, ac, ax] = Decimal.parts(a);
  const [bn, bc, bx] = Decimal.parts(b);
  const as = ac === 0n ? 0 : an ? -1 : 1;
  const bs = bc === 0n ? 0 : bn ? -1 : 1;
  if (as !== bs) return as > bs ? 1 : -1;
  if (as === 0) return 0;
  const ae = ax + digitCount(ac) - 1;
  const be = bx + digitCount(bc) - 1;
  let mag: number;
  if (ae !== be) {
    mag = ae > be ? 1 : -1;
  } else {
    const x = Math.min(ax, bx);
    const av = ac * pow10(ax - x);
    const bv = bc * pow10(bx - x);
    if (av === bv) return 0;
    mag = av > bv ? 1 : -1;
  }
  return mag === as ? 1 : -1;
}

/** decimal.js maxOrMin: on a tie, max prefers +0 and min prefers -0. */
function maxOrMin(values: DecimalInput[], n: -1 | 1): Decimal {
  if (values.length === 0) invalid(undefined);
  let x = read(values[0]!);
  for (let i = 1; i < values.length; i++) {
    const y = read(values[i]!);
    const k = compare(x, y);
    if (k === n || (k === 0 && (x.isNeg() ? -1 : 1) === n)) x = y;
  }
  return x;
}
