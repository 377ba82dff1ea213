import { setBusinessTimeZone } from '@app/domain';
import { pageMeta } from './page-meta';

/**
 * Makes the zone the server wrote into the page (APP_TIMEZONE, `<meta name="business-time-zone">`)
 * the one every "today" of the web is counted in, so the browser and the server agree on the day
 * whatever the phone's own zone. Where no server wrote one (tests, the dev server) or the browser
 * does not know the zone (checked on first use, off the start's long task), the domain's default stays.
 */
export function adoptBusinessTimeZone(): void {
  const zone = pageMeta('business-time-zone');
  if (zone) setBusinessTimeZone(zone, true);
}

// Imported first by each start script (main.tsx, landing-main.ts): nothing counts "today" before it.
adoptBusinessTimeZone();
