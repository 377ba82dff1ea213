import { describe, expect, it } from 'vitest';
import { daysToExpiry, expiryNote, isExpiring } from './documents';

describe("a licence's or carnet's expiry note", () => {
  const today = '2026-11-27';
  it('is "Vence pronto" from 30 days before to the expiry day itself, "Vencido" after it', () => {
    expect(expiryNote('2026-12-28', today)).toBeNull(); // 31 days
    expect(expiryNote('2026-12-27', today)).toBe('Vence pronto'); // 30 days
    expect(expiryNote('2026-11-27', today)).toBe('Vence pronto'); // valid through its day
    expect(expiryNote('2026-11-26', today)).toBe('Vencido');
    expect(expiryNote(null, today)).toBeNull();
  });

  it('agrees with isExpiring, across a month and a leap day', () => {
    for (const day of ['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-31'])
      expect(expiryNote(day, '2028-02-29') !== null).toBe(isExpiring(day, '2028-02-29'));
    expect(daysToExpiry('2028-03-01', '2028-02-28')).toBe(2);
  });
});
