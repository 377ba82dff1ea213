import { and, count, desc, eq, like } from 'drizzle-orm';
import { toJsonNumber, type CreditRequest, type OwnCreditRequest, type RequestStatus } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, creditRequests } from '../../db/schema';
import { likePrefix } from '../../lib/db-errors';
import type { Page } from '../../lib/pagination';

const columns = {
  r: creditRequests,
  affiliate: {
    id: affiliates.id,
    firstNames: affiliates.firstNames,
    lastNames: affiliates.lastNames,
    dni: affiliates.dni,
    email: affiliates.email,
    phoneNumber: affiliates.phoneNumber,
  },
};
type Selected = { r: typeof creditRequests.$inferSelect; affiliate: CreditRequest['affiliate'] };

export const toOwnRequest = (r: typeof creditRequests.$inferSelect): OwnCreditRequest => ({
  id: r.id,
  created: r.createdAt.toISOString(),
  status: r.status as RequestStatus,
  amount: toJsonNumber(r.amountPetro),
  amountBsRequested: toJsonNumber(r.amountBs),
});

const toRequest = ({ r, affiliate }: Selected): CreditRequest => ({
  ...toOwnRequest(r),
  dni: affiliate.dni,
  affiliate,
});

const newestFirst = [desc(creditRequests.createdAt), desc(creditRequests.id)];

/** The back-office list: status and cédula filters together, in the database. */
export async function listRequests(
  db: Db,
  q: { limit: number; offset: number; status?: string; dni?: string },
): Promise<Page<CreditRequest>> {
  const status = q.status === 'Denegado' ? 'Rechazado' : q.status;
  const where = and(
    status ? eq(creditRequests.status, status) : undefined,
    q.dni ? like(affiliates.dni, likePrefix(q.dni)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(creditRequests)
      .innerJoin(affiliates, eq(affiliates.id, creditRequests.affiliateId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(creditRequests)
      .innerJoin(affiliates, eq(affiliates.id, creditRequests.affiliateId))
      .where(where),
  ]);
  return { rows: rows.map(toRequest), total: totals?.total ?? 0 };
}

export async function findRequest(db: Db | Tx, id: number): Promise<CreditRequest | undefined> {
  const [row] = await db
    .select(columns)
    .from(creditRequests)
    .innerJoin(affiliates, eq(affiliates.id, creditRequests.affiliateId))
    .where(eq(creditRequests.id, id))
    .limit(1);
  return row && toRequest(row);
}

/** A carrier's own requests, whatever it asks for: the affiliate comes from its session. */
export async function listOwnRequests(
  db: Db,
  affiliateId: number,
  q: { limit: number; offset: number },
): Promise<Page<OwnCreditRequest>> {
  const where = eq(creditRequests.affiliateId, affiliateId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(creditRequests)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(creditRequests).where(where),
  ]);
  return { rows: rows.map(toOwnRequest), total: totals?.total ?? 0 };
}
