import { DEFAULT_UNIT, isUnitCode, setReferenceUnit, type ReferenceUnit } from '@app/domain';
import { pageMeta } from './page-meta';

/**
 * Makes the unit the server wrote into the page (`<meta name="reference-unit">`) the one every
 * amount is written in from the first paint; without one (the dev server, a page cached before),
 * the petro, until the panels hear from the API (lib/reference-unit.tsx). Answers the unit in force.
 */
export function adoptPageUnit(): ReferenceUnit {
  const code = pageMeta('reference-unit');
  return setReferenceUnit(isUnitCode(code) ? code : DEFAULT_UNIT.code);
}

// Imported first by each start script (main.tsx, landing-main.ts): nothing formats an amount before it.
adoptPageUnit();
