import { and, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { messages } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { administrators, affiliates, carriers, creditRequests, loans, payments } from '../db/schema';
import { HttpError } from '../plugins/errors';

/** What an administrator is about to decide: a credit request, a payment, or a loan (reschedule, write-off). */
export type Decided = { request: number } | { payment: number } | { loan: number };

/** The affiliate the decided row belongs to, as a subquery (a request names it; payments and loans through their carrier). */
function affiliateOf(target: Decided): SQL {
  if ('request' in target)
    return sql`(select ${creditRequests.affiliateId} from ${creditRequests} where ${creditRequests.id} = ${target.request})`;
  const [table, id] =
    'payment' in target ? ([payments, target.payment] as const) : ([loans, target.loan] as const);
  return sql`(select ${carriers.affiliateId} from ${table} join ${carriers} on ${carriers.id} = ${table.carrierId} where ${table.id} = ${id})`;
}

/**
 * The one rule of self-dealing, as a condition on the affiliate whose cédula is `dni`: true when he
 * is not the administrator himself. Both cédulas are stored as validated (trimmed digits), so they
 * compare as stored; an administrator without a cédula yet matches nobody. A decision may put it in
 * its own claim (one statement), then call `refuseSelfDealing` to explain a claim that found nothing.
 */
export const notSelfDealing = (adminId: number, dni: SQL | AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${administrators} where ${administrators.id} = ${adminId} and ${administrators.dni} = ${dni})`;

/**
 * Refuses (403) an administrator deciding on an affiliate who shares his cédula: nobody approves,
 * reschedules or writes off his own credit. Called in the decision's transaction, before its effect.
 */
export async function refuseSelfDealing(tx: Db | Tx, adminId: number, target: Decided): Promise<void> {
  const [own] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(sql`${affiliates.id} = ${affiliateOf(target)}`, not(notSelfDealing(adminId, affiliates.dni))))
    .limit(1);
  if (own) throw new HttpError(403, messages.selfDealing);
}
