import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import DecimalJs from 'decimal.js';
import { Decimal, type Rounding } from './exact-decimal';

/**
 * Our BigInt decimal against the decimal.js clone it replaced (precision 40, half-up, default
 * toExpNeg/toExpPos): same value, same sign of zero, same strings, for every operation the code
 * base uses. decimal.js is a devDependency of the domain for these tests only.
 */
const Ref = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
type Ref = InstanceType<typeof Ref>;

const RUNS = 5_000;

/** valueOf keeps the sign of zero ('-0'), toString does not: both must match. */
const same = (ours: Decimal, ref: Ref) => {
  expect(ours.valueOf()).toBe(ref.valueOf());
  expect(ours.toString()).toBe(ref.toString());
};

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));

/** Decimal strings as PostgreSQL, forms and our code write them, and stranger ones decimal.js reads. */
const plainString = fc
  .tuple(fc.constantFrom('', '', '-', '+'), digits(1, 25), fc.option(digits(0, 25), { nil: undefined }))
  .map(([sign, int, frac]) => sign + int + (frac === undefined ? '' : '.' + frac));
const expString = fc
  .tuple(
    plainString,
    fc.constantFrom('e', 'E'),
    fc.constantFrom('', '+', '-'),
    fc.integer({ min: 0, max: 45 }),
  )
  .map(([m, e, s, x]) => `${m}${e}${s}${x}`);
/** Amounts as PostgreSQL numeric(20|30, 0..4) gives them back: fixed places, trailing zeros kept. */
const moneyString = fc
  .tuple(fc.constantFrom('', '-'), fc.bigInt({ min: 0n, max: 10n ** 26n }), fc.integer({ min: 0, max: 4 }))
  .map(([sign, n, dp]) => {
    const d = n.toString().padStart(dp + 1, '0');
    return sign + (dp === 0 ? d : d.slice(0, -dp) + '.' + d.slice(-dp));
  });
const edgeString = fc.constantFrom(
  '0',
  '-0',
  '0.000',
  '-0.0000',
  '.5',
  '5.',
  '-.5',
  '1e21',
  '1e20',
  '9.99999e20',
  '1e-7',
  '1e-6',
  '-1e-7',
  '0.0000001',
  '123456789012345678901234567890.1234567890123',
  '0.00005',
  '-0.00005',
  '1.005',
  '99999999999999999999999999999999999999999999',
);
const decString = fc.oneof(plainString, expString, moneyString, edgeString);

const num = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => n / 100),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => n / 10_000),
  fc.constantFrom(
    0,
    -0,
    1e21,
    1e-7,
    1e20,
    1.5e-7,
    123e25,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    5e-324,
    0.1,
    0.2,
  ),
);

const input = fc.oneof(decString, num);
const rounding = fc.integer({ min: 0, max: 8 }) as fc.Arbitrary<Rounding>;
const places = fc.integer({ min: 0, max: 12 });

const both = (v: string | number): [Decimal, Ref] => [new Decimal(v), new Ref(v)];

describe('exact decimal, against decimal.js (precision 40, half-up)', { timeout: 300_000 }, () => {
  it('reads strings and numbers to the same value and writes the same strings', () => {
    fc.assert(
      fc.property(input, (v) => {
        const [a, r] = both(v);
        same(a, r);
        expect(a.toFixed()).toBe(r.toFixed());
        expect(a.toJSON()).toBe(r.toJSON());
        expect(JSON.stringify({ a })).toBe(JSON.stringify({ a: r }));
        expect(String(a)).toBe(String(r));
        expect(`${a}`).toBe(`${r}`);
        expect(Object.is(a.toNumber(), r.toNumber())).toBe(true);
        expect(Object.is(+a, +r)).toBe(true);
        // Copies read the same.
        same(new Decimal(a), new Ref(r));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('adds, subtracts and multiplies the same, rounded to 40 digits', () => {
    fc.assert(
      fc.property(input, input, (x, y) => {
        const [a, r] = both(x);
        same(a.plus(y), r.plus(y));
        same(a.minus(y), r.minus(y));
        same(a.mul(y), r.mul(y));
        same(a.plus(new Decimal(y)), r.plus(new Ref(y)));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('divides the same: 40 significant digits, half-up', () => {
    fc.assert(
      fc.property(input, input, (x, y) => {
        fc.pre(!new Ref(y).isZero());
        const [a, r] = both(x);
        same(a.div(y), r.div(y));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('divides money the way the domain does (then rounds to places)', () => {
    const money = fc
      .integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 })
      .map((n) => (n / 100).toFixed(2));
    const rate = fc.integer({ min: 1, max: 1_000_000_0000 }).map((n) => (n / 10_000).toFixed(4));
    fc.assert(
      fc.property(money, rate, places, (m, q, dp) => {
        const [a, r] = both(m);
        same(a.div(q), r.div(q));
        same(a.div(q).toDecimalPlaces(dp), r.div(q).toDecimalPlaces(dp));
        same(a.mul(q).div(3).toDecimalPlaces(dp), r.mul(q).div(3).toDecimalPlaces(dp));
        same(a.div(q).mul(q), r.div(q).mul(q));
      }),
      { numRuns: RUNS },
    );
  });

  it('rounds to places, to integers and to fixed strings the same, in every rounding mode', () => {
    fc.assert(
      fc.property(input, places, rounding, (v, dp, rm) => {
        const [a, r] = both(v);
        same(a.toDecimalPlaces(dp), r.toDecimalPlaces(dp));
        same(a.toDecimalPlaces(dp, rm), r.toDecimalPlaces(dp, rm));
        same(a.toDecimalPlaces(), r.toDecimalPlaces());
        expect(a.toFixed(dp)).toBe(r.toFixed(dp));
        expect(a.toFixed(dp, rm)).toBe(r.toFixed(dp, rm));
        same(a.round(), r.round());
        same(a.ceil(), r.ceil());
        same(a.floor(), r.floor());
        same(a.trunc(), r.trunc());
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('compares the same, -0 equal to 0', () => {
    fc.assert(
      fc.property(input, input, (x, y) => {
        const [a, r] = both(x);
        expect(a.cmp(y)).toBe(r.cmp(y));
        expect(a.eq(y)).toBe(r.eq(y));
        expect(a.gt(y)).toBe(r.gt(y));
        expect(a.gte(y)).toBe(r.gte(y));
        expect(a.lt(y)).toBe(r.lt(y));
        expect(a.lte(y)).toBe(r.lte(y));
        // A value and itself, through arithmetic.
        expect(a.eq(a.plus(0))).toBe(r.eq(r.plus(0)));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('answers the same predicates, places, absolute values and negations', () => {
    fc.assert(
      fc.property(input, (v) => {
        const [a, r] = both(v);
        expect(a.isZero()).toBe(r.isZero());
        expect(a.isNeg()).toBe(r.isNeg());
        expect(a.isPos()).toBe(r.isPos());
        expect(a.isInteger()).toBe(r.isInteger());
        expect(a.isFinite()).toBe(r.isFinite());
        expect(a.decimalPlaces()).toBe(r.decimalPlaces());
        same(a.abs(), r.abs());
        same(a.neg(), r.neg());
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('takes the same max and min, the same zero on a tie', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(input, fc.constantFrom(0, -0, '0', '-0')), { minLength: 1, maxLength: 5 }),
        (vs) => {
          same(Decimal.max(...vs), Ref.max(...vs));
          same(Decimal.min(...vs), Ref.min(...vs));
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('gives the same through chains like the domain writes (sums, differences floored at zero, rounding)', () => {
    fc.assert(
      fc.property(fc.array(input, { minLength: 1, maxLength: 8 }), places, (vs, dp) => {
        let a = new Decimal(0);
        let r = new Ref(0);
        for (const v of vs) {
          a = a.plus(v).minus(a.div(7)).mul('1.05');
          r = r.plus(v).minus(r.div(7)).mul('1.05');
        }
        same(a, r);
        same(Decimal.max(a.minus(vs[0]!), 0), Ref.max(r.minus(vs[0]!), 0));
        expect(a.toDecimalPlaces(dp).toNumber()).toBe(r.toDecimalPlaces(dp).toNumber());
        expect(a.toFixed(dp)).toBe(r.toFixed(dp));
      }),
      { numRuns: RUNS },
    );
  });

  it('has the rounding constants of decimal.js', () => {
    for (const k of [
      'ROUND_UP',
      'ROUND_DOWN',
      'ROUND_CEIL',
      'ROUND_FLOOR',
      'ROUND_HALF_UP',
      'ROUND_HALF_DOWN',
      'ROUND_HALF_EVEN',
      'ROUND_HALF_CEIL',
      'ROUND_HALF_FLOOR',
    ] as const) {
      expect(Decimal[k]).toBe(Ref[k]);
    }
    expect([Decimal.precision, Decimal.rounding, Decimal.toExpNeg, Decimal.toExpPos]).toEqual([
      Ref.precision,
      Ref.rounding,
      Ref.toExpNeg,
      Ref.toExpPos,
    ]);
  });

  it('refuses what decimal.js refuses, and NaN, Infinity and division by zero, which it would carry', () => {
    for (const bad of ['', ' 1', '1 ', 'abc', '1.2.3', '--1', '+-1', '1e', 'e5', '.', '-']) {
      expect(() => new Ref(bad)).toThrow();
      expect(() => new Decimal(bad)).toThrow('[DecimalError] Invalid argument');
    }
    for (const bad of [Number.NaN, Infinity, -Infinity, 'NaN', 'Infinity', '-Infinity']) {
      expect(() => new Decimal(bad)).toThrow(RangeError);
    }
    expect(() => new Decimal(1).div(0)).toThrow(RangeError);
    expect(() => new Decimal(0).div('-0')).toThrow(RangeError);
    expect(() => new Decimal('1e10001')).toThrow(RangeError);
    expect(new Decimal('1e10000').toString()).toBe('1e+10000');
  });

  it('keeps the cases the domain tests spell out', () => {
    expect(new Decimal('1.005').toDecimalPlaces(2).toString()).toBe('1.01');
    expect(new Decimal('-0.00005').toDecimalPlaces(4).toString()).toBe('-0.0001');
    expect(new Decimal('-0.001').toFixed(2)).toBe('-0.00');
    expect(new Decimal('-0.001').toDecimalPlaces(2).valueOf()).toBe('-0');
    expect(Object.is(new Decimal('-0.001').toDecimalPlaces(2).toNumber(), -0)).toBe(true);
    expect(new Decimal('1e21').toFixed()).toBe('1000000000000000000000');
    expect(new Decimal(1e-7).toString()).toBe('1e-7');
    expect(new Decimal('0.1').plus('0.2').toString()).toBe('0.3');
    expect(new Decimal(1).div(3).toString()).toBe('0.3333333333333333333333333333333333333333');
    expect(new Decimal(2).div(3).toString()).toBe('0.6666666666666666666666666666666666666667');
  });
});
