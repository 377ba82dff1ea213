import { DEFAULT_TIME_ZONE, businessDate, getBusinessTimeZone, setBusinessTimeZone } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setMetaTag } from '../test/meta-tag';
import { adoptBusinessTimeZone } from './business-time-zone';

function zoneOnPage(content: string | null): string {
  setMetaTag('business-time-zone', content);
  adoptBusinessTimeZone();
  return getBusinessTimeZone();
}

afterEach(() => {
  setMetaTag('business-time-zone', null);
  setBusinessTimeZone(DEFAULT_TIME_ZONE);
});

describe("the web's business time zone", () => {
  it('is the one the server wrote into the page, and "today" is counted in it', () => {
    expect(zoneOnPage('Asia/Tokyo')).toBe('Asia/Tokyo');
    // 20:00 in Caracas on the 26th is already the 27th in Tokyo.
    expect(businessDate(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(zoneOnPage('America/Caracas')).toBe('America/Caracas');
    expect(businessDate(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-26');
  });

  it('stays America/Caracas where no server wrote one or the zone is unknown', () => {
    expect(zoneOnPage(null)).toBe(DEFAULT_TIME_ZONE);
    expect(zoneOnPage(' ')).toBe(DEFAULT_TIME_ZONE);
    expect(zoneOnPage('Marte/Olympus')).toBe(DEFAULT_TIME_ZONE);
  });
});
