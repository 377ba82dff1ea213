import { describe, expect, it } from 'vitest';
import { businessDate, isAtLeastYearsOld, isCalendarDate } from './business-day';

describe('business day', () => {
  it('reads the calendar date in Caracas, not UTC', () => {
    // 02:30 UTC on 1 March is still 28 February in Caracas (UTC−4).
    expect(businessDate(new Date('2026-03-01T02:30:00Z'), 'America/Caracas')).toBe('2026-02-28');
    expect(businessDate(new Date('2026-03-01T04:30:00Z'), 'America/Caracas')).toBe('2026-03-01');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('01/02/2023')).toBe(false);
  });

  it('comes of age on the exact birthday', () => {
    expect(isAtLeastYearsOld('2008-11-22', '2026-11-22', 18)).toBe(true);
    expect(isAtLeastYearsOld('2008-11-23', '2026-11-22', 18)).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', '2026-02-28', 18)).toBe(false);
    expect(isAtLeastYearsOld('2008-02-29', '2026-03-01', 18)).toBe(true);
  });
});
