import { afterEach, describe, expect, it } from 'vitest';
import { rateLabel } from './rate-label';
import { DEFAULT_TIME_ZONE, setBusinessTimeZone } from './time/business-day';

afterEach(() => setBusinessTimeZone(DEFAULT_TIME_ZONE));

describe("the label of the day's rate", () => {
  it("keeps the screen's own label while the rate was registered that business day", () => {
    // 23:30 in Caracas on the 26th (03:30 UTC on the 27th) is still the 26th's rate.
    expect(rateLabel('Tasa del día', '2026-11-27T03:30:00.000Z', '2026-11-26')).toBe('Tasa del día');
    expect(rateLabel('Tasa de hoy', new Date('2026-11-26T12:00:00Z'), '2026-11-26')).toBe('Tasa de hoy');
  });

  it('says which day the rate is from once the day has none yet', () => {
    // After midnight in Caracas, before anyone registers the 27th's rate.
    expect(rateLabel('Tasa del día', '2026-11-27T03:30:00.000Z', '2026-11-27')).toBe(
      'Tasa vigente (del 26/11/2026)',
    );
    expect(rateLabel('Tasa del 20/11/2026', '2026-11-18T14:00:00.000Z', '2026-11-20')).toBe(
      'Tasa vigente (del 18/11/2026)',
    );
  });

  it('counts the registration day in the business time zone', () => {
    setBusinessTimeZone('Asia/Tokyo');
    // The same instant is already the 27th in Tokyo: that day's rate.
    expect(rateLabel('Tasa del día', '2026-11-27T03:30:00.000Z', '2026-11-27')).toBe('Tasa del día');
  });

  it('compares with today by default', () => {
    expect(rateLabel('Tasa del día', new Date())).toBe('Tasa del día');
    expect(rateLabel('Tasa del día', new Date(Date.now() - 3 * 86_400_000))).toMatch(
      /^Tasa vigente \(del \d{2}\/\d{2}\/\d{4}\)$/,
    );
  });
});
