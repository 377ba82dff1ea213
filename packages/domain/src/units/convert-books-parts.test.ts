import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import { convertedBooksSchedule } from './convert-books-parts';

const inst = (id: number, amount: string) => ({ id, number: id, dueDate: '2026-12-01', amount });

describe('convertedBooksSchedule', () => {
  it('splits the converted installments anew over the converted principal: Σ principal parts is it exactly', () => {
    const split = convertedBooksSchedule({
      installments: [inst(1, '2400.0000'), inst(2, '2400.0000'), inst(3, '2400.0000')],
      principal: '6000.0000',
      carriedPenalty: '60.0000',
    });
    const parts = [...split.parts.values()];
    expect(parts.reduce((s, p) => s.plus(p.principal), new Decimal(0)).toFixed(4)).toBe('6000.0000');
    expect(parts.reduce((s, p) => s.plus(p.interest), new Decimal(0)).toFixed(4)).toBe('1140.0000');
  });

  it('keeps a carry 0,0001 too large for the converted schedule inside it', () => {
    const split = convertedBooksSchedule({
      installments: [inst(7, '50.0000'), inst(8, '49.9999')],
      principal: '100.0000',
      carriedPenalty: '0',
    });
    expect(split.principal.toFixed(4)).toBe('99.9999');
    expect([...split.parts.values()].every((p) => p.interest.isZero())).toBe(true);
  });
});
