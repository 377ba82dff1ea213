import type { DecimalInput } from './decimal';

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * a < b, exactly, for amounts as stored or sent (plain decimals): the carrier's pages compare a
 * balance without downloading the decimal library. A value in exponent form (never an amount the
 * API sends) falls back to comparing numbers.
 */
export function amountLess(a: DecimalInput, b: DecimalInput): boolean {
  const x = PLAIN.exec(String(a));
  const y = PLAIN.exec(String(b));
  if (!x || !y) return Number(a) < Number(b);
  const scale = Math.max(x[3]?.length ?? 0, y[3]?.length ?? 0);
  const big = (m: RegExpExecArray) => BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(scale, '0')}`);
  return big(x) < big(y);
}
