/**
 * Issue 11's examples of amounts as people type them, for the domain's tests and the web's field
 * tests (imported as '@app/domain/amount-examples', never by the app itself).
 */
import { MAX_AMOUNT } from '../constants';

/** Issue 11's table: what each way of writing an amount is read as. */
export const readableAmounts: [text: string, value: number][] = [
  // With a comma: the comma is the decimal mark, dots separate thousands.
  ['95.000,50', 95000.5],
  ['1.234.567,89', 1234567.89],
  ['95,5', 95.5],
  ['95000,50', 95000.5],
  ['0,01', 0.01],
  // Without a comma: dots before groups of three digits separate thousands.
  ['95.000', 95000],
  ['1.234.567', 1234567],
  // A single dot before one or two digits is a decimal mark, as bank apps copy amounts.
  ['95.5', 95.5],
  ['95.50', 95.5],
  ['1234.5', 1234.5],
  // Plain digits are an integer.
  ['95000', 95000],
  [' 95.000 ', 95000],
  ['1.000.000.000.000', MAX_AMOUNT],
  // The sign is kept, so the form's schema can say the amount must be positive.
  ['-4,5', -4.5],
];

/** Shapes that are refused as unreadable, whatever decimals the field takes. */
export const unreadableAmounts = [
  '1.23.4',
  '12,345,6',
  '1,234.56',
  '12.34,5',
  '1.2345',
  '1234.567,8',
  '1.234.56',
  '0.500',
  '95,',
  ',5',
  '.5',
  '95.',
  '12..3',
  '1 234',
  'abc',
  '95 Bs',
  '1e5',
  '+5',
  '--5',
  '-',
];
