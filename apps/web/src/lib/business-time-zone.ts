import { getBusinessTimeZone, setBusinessTimeZone } from '@app/domain';
import { pageMeta } from './page-meta';

/**
 * Makes the zone the server wrote into the page (APP_TIMEZONE, `<meta name="business-time-zone">`)
 * the one every "today" of the web is counted in, so the browser and the server agree on the day
 * whatever the phone's own zone. Where no server wrote one (tests, the dev server) or the browser
 * does not know the zone, the domain's default stays. Answers the zone in use.
 */
export function adoptBusinessTimeZone(): string {
  const zone = pageMeta('business-time-zone');
  if (zone) {
    try {
      setBusinessTimeZone(zone);
    } catch {
      // An engine without this zone's data: the default is the closest guess left.
    }
  }
  return getBusinessTimeZone();
}

// Imported first by each start script (main.tsx, landing-main.ts): nothing counts "today" before it.
adoptBusinessTimeZone();
