import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers } from '../../db/schema';

/** Where a carrier is written to and how it is greeted: its affiliate's e-mail and first names. */
export async function carrierContact(db: Db | Tx, carrierId: number) {
  const [who] = await db
    .select({ email: affiliates.email, firstNames: affiliates.firstNames, phone: affiliates.phoneNumber })
    .from(carriers)
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
    .where(eq(carriers.id, carrierId));
  if (!who) throw new Error(`carrier ${carrierId} not found`);
  return who;
}
