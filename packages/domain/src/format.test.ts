import { describe, expect, it } from 'vitest';
import { formatBs, formatDate, formatDay, formatPetro, formatRate } from './format';

describe('formatting', () => {
  it('writes dates as dd/mm/yyyy in Caracas', () => {
    expect(formatDate('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDay('1990-05-01')).toBe('01/05/1990');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('writes amounts the Venezuelan way', () => {
    expect(formatBs(1234.5)).toBe('1.234,50');
    expect(formatPetro(33.3333)).toBe('33,3333');
    expect(formatPetro(10)).toBe('10,00');
    expect(formatRate(36.5)).toBe('36,5');
  });
});
