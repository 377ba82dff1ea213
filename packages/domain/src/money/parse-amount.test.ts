import { describe, expect, it } from 'vitest';
import { parseAmountText } from './parse-amount';

describe('parseAmountText', () => {
  it.each([
    ['4,5', 4.5],
    ['4.5', 4.5],
    ['36,1234', 36.1234],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['3650', 3650],
    [' 12 ', 12],
    ['0,01', 0.01],
    ['-4,5', -4.5],
  ])('%s → %s', (text, n) => expect(parseAmountText(text)).toBe(n));

  it.each(['', 'abc', '--5', '-', '4,5,6', '1.2.3', '12.', '4,', '1,23.4,5', '+3', '1e5', '12..3'])(
    '%s → undefined',
    (text) => expect(parseAmountText(text)).toBeUndefined(),
  );
});
