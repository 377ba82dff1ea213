import { formatFixed } from '../format';
import { amountWriting, type AmountKind } from './amount-kinds';

/**
 * A decimal text ('1234.5') as its field writes it, digit for digit: formatAmount goes through a
 * float. A module apart: only the fields that keep the text (a unit factor) download it.
 */
export function formatAmountText(decimal: string, kind: AmountKind): string {
  const { minimumDecimals, grouping } = amountWriting(kind);
  const text = formatFixed(decimal, Math.max(minimumDecimals, decimal.split('.')[1]?.length ?? 0));
  return grouping ? text : text.replaceAll('.', '');
}
