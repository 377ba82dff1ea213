import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loans } from '../../db/schema';

/** The carrier's loan still to pay (at most one, by a partial unique index). */
export async function unpaidLoanOf(db: Db | Tx, carrierId: number) {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.carrierId, carrierId), eq(loans.status, 'Por pagar')))
    .limit(1);
  return row;
}
