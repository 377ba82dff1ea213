/**
 * How many decimal places a JS number really carries (1.10 → 1, 0.1 + 0.2 → 17, 1e-7 → 7), from
 * its shortest decimal representation. Kept free of Decimal: every form's schema uses it.
 */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  const [mantissa = '', exponent = '0'] = Math.abs(n).toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}
