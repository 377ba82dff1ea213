import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';
import { amountLess } from './amount-less';

describe('amountLess', () => {
  it('compares plain decimals exactly, whatever their scale or type', () => {
    expect(amountLess('10.0000', '10.0001')).toBe(true);
    expect(amountLess('10.0001', '10.0000')).toBe(false);
    expect(amountLess('10', '10.0000')).toBe(false);
    expect(amountLess(9.5, '10')).toBe(true);
    expect(amountLess(new Decimal('123456789012.3456'), '123456789012.3457')).toBe(true);
    expect(amountLess('-1', '0')).toBe(true);
    expect(amountLess(1e-7, 0.001)).toBe(true);
  });
});
