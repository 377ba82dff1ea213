import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { toJsonNumber, type Fund } from '@app/domain';
import type { Db } from '../../db/client';
import { funds, incomes } from '../../db/schema';
import { likeContains } from '../../lib/db-errors';
import type { Page } from '../../lib/pagination';

/** The incomes that are fund records, with who brought the money and from where. */
export async function listFunds(
  db: Db,
  q: { limit: number; offset: number; date?: string; reasonForAdmission?: string },
): Promise<Page<Fund>> {
  const where = and(
    q.date ? eq(incomes.date, q.date) : undefined,
    q.reasonForAdmission ? ilike(incomes.reasonForAdmission, likeContains(q.reasonForAdmission)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ f: funds, i: incomes })
      .from(funds)
      .innerJoin(incomes, eq(incomes.id, funds.incomeId))
      .where(where)
      .orderBy(desc(incomes.date), desc(funds.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(funds).innerJoin(incomes, eq(incomes.id, funds.incomeId)).where(where),
  ]);
  return {
    rows: rows.map(({ f, i }) => ({
      id: f.id,
      responsible: { firstNames: f.responsibleFirstNames, lastNames: f.responsibleLastNames },
      origin: f.origin,
      ingress: {
        id: i.id,
        incomeAmount: toJsonNumber(i.amountPetro),
        incomeAmountBs: toJsonNumber(i.amountBs),
        reasonForAdmission: i.reasonForAdmission,
        date: i.date,
      },
    })),
    total: totals?.total ?? 0,
  };
}
