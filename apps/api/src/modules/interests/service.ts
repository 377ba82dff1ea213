import { and, desc, eq } from 'drizzle-orm';
import {
  Decimal,
  toJsonNumber,
  type CreateInterestBody,
  type Interest,
  type InterestsQuery,
  type SortKey,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { interests } from '../../db/schema';
import { readList, tableList } from '../../lib/list-query';
import { recordCreation } from '../audit';

type Row = typeof interests.$inferSelect;
const toInterest = (r: Row): Interest => ({
  id: r.id,
  created: r.createdAt.toISOString(),
  amount: toJsonNumber(r.amount),
  applyOnLyMDefaulters: r.applyOnLyMDefaulters,
});
const newestFirst = [desc(interests.createdAt), desc(interests.id)];
const kindFilter = (kind?: 'true' | 'false') =>
  kind === undefined ? undefined : eq(interests.applyOnLyMDefaulters, kind === 'true');

const interestsList = tableList<InterestsQuery, SortKey<'interests'>, typeof interests, Interest>(
  interests,
  toInterest,
  {
    filters: { applyOnLyMDefaulters: kindFilter },
    sorts: { created: interests.createdAt },
    tiebreak: interests.id,
  },
);

export const listInterests = (db: Db, q: InterestsQuery) => readList(db, interestsList, q);

export async function latestInterest(db: Db, kind?: 'true' | 'false'): Promise<Interest | undefined> {
  const [row] = await db
    .select()
    .from(interests)
    .where(kindFilter(kind))
    .orderBy(...newestFirst)
    .limit(1);
  return row && toInterest(row);
}

/** The percent that prices a new loan: the newest regular interest, 0 when none (domain rules). */
export async function regularInterestPercent(db: Db | Tx): Promise<Decimal> {
  const [row] = await db
    .select({ amount: interests.amount })
    .from(interests)
    .where(and(eq(interests.applyOnLyMDefaulters, false)))
    .orderBy(...newestFirst)
    .limit(1);
  return new Decimal(row?.amount ?? 0);
}

/** The percent charged on an overdue installment's unpaid part: the newest defaulter interest, null when none. */
export async function defaulterRatePercent(db: Db | Tx): Promise<string | null> {
  const [row] = await db
    .select({ amount: interests.amount })
    .from(interests)
    .where(eq(interests.applyOnLyMDefaulters, true))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.amount ?? null;
}

/** A new interest, inside the caller's transaction. */
export async function createInterest(tx: Tx, actor: number, body: CreateInterestBody): Promise<Interest> {
  const [row] = await tx
    .insert(interests)
    .values({ amount: new Decimal(body.amount).toFixed(), applyOnLyMDefaulters: body.applyOnLyMDefaulters })
    .returning();
  return recordCreation(tx, actor, 'interest', toInterest(row!));
}
