import { and, count, desc, eq } from 'drizzle-orm';
import { Decimal, toJsonNumber, type CreateInterestBody, type Interest } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { interests } from '../../db/schema';
import type { Page } from '../../lib/pagination';
import { recordCreation } from '../audit/record';

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

export async function listInterests(
  db: Db,
  q: { limit: number; offset: number; applyOnLyMDefaulters?: 'true' | 'false' },
): Promise<Page<Interest>> {
  const where = kindFilter(q.applyOnLyMDefaulters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(interests)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(interests).where(where),
  ]);
  return { rows: rows.map(toInterest), total: totals?.total ?? 0 };
}

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

export async function createInterest(db: Db, actor: number, body: CreateInterestBody): Promise<Interest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interests)
      .values({ amount: new Decimal(body.amount).toFixed(), applyOnLyMDefaulters: body.applyOnLyMDefaulters })
      .returning();
    return recordCreation(tx, actor, 'interest', toInterest(row!));
  });
}
