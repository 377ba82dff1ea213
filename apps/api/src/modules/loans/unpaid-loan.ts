import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loans } from '../../db/schema';

/** A loan that still owes: 'Por pagar', or written off with a balance left (a new loan waits for both). */
export const owesMoney = or(
  eq(loans.status, 'Por pagar'),
  and(eq(loans.status, 'Castigado'), lt(loans.paidTotal, loans.amountPay)),
);

/**
 * The carrier's loan money goes to: the one still to pay (at most one, by a partial unique index),
 * else a written-off loan with a balance left, whose money is then recorded as a recovery.
 */
export async function unpaidLoanOf(db: Db | Tx, carrierId: number) {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.carrierId, carrierId), owesMoney))
    .orderBy(sql`${loans.status} = 'Por pagar' desc`, desc(loans.id))
    .limit(1);
  return row;
}
