import { Decimal, type DecimalInput } from '../money/decimal';
import { BS_DECIMALS } from '../constants';

const CENT = new Decimal(1).div(10 ** BS_DECIMALS);

/**
 * The movement's own bolívares shared across its parts in the unit, in proportion, to the cent:
 * each part gets its proportional Bs rounded down, and the cents left go one each to the parts
 * with the largest remainders (the larger part first on a tie). So the parts add up to `totalBs`
 * exactly (an entry balances in Bs), each is less than a cent from its proportional share and a
 * part of 0 gets 0 Bs. Rounding each part and loading the difference on the largest could move it
 * by several cents (0,005 per other part). A negative total (a release) is shared as its opposite.
 */
export function splitInBs<K extends string>(
  partsInUnit: Readonly<Record<K, DecimalInput>>,
  totalBs: DecimalInput,
): Record<K, Decimal> {
  const keys = Object.keys(partsInUnit) as K[];
  const units = keys.map((k) => new Decimal(partsInUnit[k]));
  if (units.some((u) => u.isNeg() && !u.isZero())) throw new RangeError('parts are not negative');
  const whole = units.reduce((s, u) => s.plus(u), new Decimal(0));
  const total = new Decimal(totalBs);
  const out = {} as Record<K, Decimal>;
  if (whole.isZero()) {
    if (!total.isZero()) throw new RangeError('bolívares without any part to carry them');
    for (const k of keys) out[k] = new Decimal(0);
    return out;
  }
  const sign = total.isNeg() ? -1 : 1;
  const abs = total.abs();
  const exact = units.map((u) => abs.mul(u).div(whole));
  const floors = exact.map((x) => x.toDecimalPlaces(BS_DECIMALS, Decimal.ROUND_DOWN));
  let cents = abs
    .minus(floors.reduce((s, f) => s.plus(f), new Decimal(0)))
    .div(CENT)
    .toNumber();
  const order = keys
    .map((_, i) => i)
    .sort((a, b) => exact[b]!.minus(floors[b]!).cmp(exact[a]!.minus(floors[a]!)) || units[b]!.cmp(units[a]!));
  for (const i of order) {
    if (cents <= 0) break;
    floors[i] = floors[i]!.plus(CENT);
    cents--;
  }
  keys.forEach((k, i) => (out[k] = sign < 0 ? floors[i]!.neg() : floors[i]!));
  return out;
}
