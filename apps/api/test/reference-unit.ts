import { sql } from 'drizzle-orm';
import type { UnitCode } from '@app/domain';
import type { Harness } from './helper';

/**
 * Switches the reference unit as another server would: in the database only, then waits out the
 * second the app trusts its copy, so the next request's hook reads the new unit itself.
 */
export async function switchUnit(h: Harness, code: UnitCode): Promise<void> {
  await h.db.execute(sql`update app_settings set value = ${code} where key = 'currency'`);
  await new Promise((resolve) => setTimeout(resolve, 1100));
}
