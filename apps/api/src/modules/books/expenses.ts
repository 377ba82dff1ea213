import { and, count, desc, eq, ilike, like, sum, type SQL } from 'drizzle-orm';
import {
  Decimal,
  bsToPetro,
  messages,
  toJsonNumber,
  type CreateExpenseBody,
  type Expense,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, expenses } from '../../db/schema';
import { likeContains, likePrefix } from '../../lib/db-errors';
import { HttpError } from '../../plugins/errors';
import { requireRateOn } from '../prices/service';
import type { BooksPage } from './incomes';
import { recordCreation } from '../audit/record';

const columns = {
  e: expenses,
  carrier: {
    id: carriers.id,
    firstNames: affiliates.firstNames,
    lastNames: affiliates.lastNames,
    dni: affiliates.dni,
  },
};
function selectExpenses(db: Db | Tx) {
  return db
    .select(columns)
    .from(expenses)
    .leftJoin(carriers, eq(carriers.id, expenses.carrierId))
    .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectExpenses>['where']>>[number];

const toExpense = ({ e, carrier }: Selected): Expense => ({
  id: e.id,
  date: e.date,
  created: e.createdAt.toISOString(),
  reasonForAdmission: e.reasonForAdmission,
  incomeAmountInPetro: toJsonNumber(e.amountPetro),
  incomeAmountInBs: toJsonNumber(e.amountBs),
  // 'No aplica' in the list: only loan disbursements name a carrier.
  carrier: carrier?.id ? (carrier as Expense['carrier']) : null,
});

/** An expense: date, reason and Bs; ₽ at the rate of its date; no carrier. */
export async function createExpense(db: Db, actor: number, body: CreateExpenseBody): Promise<Expense> {
  return db.transaction(async (tx) => {
    const rate = await requireRateOn(tx, body.date);
    const amountPetro = bsToPetro(body.incomeAmount, rate);
    if (amountPetro.lte(0))
      throw new HttpError(400, messages.amountTooSmall, { incomeAmount: messages.amountTooSmall });
    const [row] = await tx
      .insert(expenses)
      .values({
        date: body.date,
        reasonForAdmission: body.reasonForAdmission,
        amountPetro: amountPetro.toFixed(),
        amountBs: String(body.incomeAmount),
        rate: rate.toFixed(),
      })
      .returning({ id: expenses.id });
    const [selected] = await selectExpenses(tx).where(eq(expenses.id, row!.id));
    return recordCreation(tx, actor, 'expense', toExpense(selected!));
  });
}

export async function listExpenses(
  db: Db,
  q: { limit: number; offset: number; date?: string; reasonForAdmission?: string; dni?: string },
): Promise<BooksPage<Expense>> {
  const where: SQL | undefined = and(
    q.date ? eq(expenses.date, q.date) : undefined,
    q.reasonForAdmission ? ilike(expenses.reasonForAdmission, likeContains(q.reasonForAdmission)) : undefined,
    q.dni ? like(affiliates.dni, likePrefix(q.dni)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectExpenses(db)
      .where(where)
      .orderBy(desc(expenses.date), desc(expenses.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count(), totalPetro: sum(expenses.amountPetro) })
      .from(expenses)
      .leftJoin(carriers, eq(carriers.id, expenses.carrierId))
      .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
      .where(where),
  ]);
  return {
    rows: rows.map(toExpense),
    total: totals?.total ?? 0,
    totalPetro: toJsonNumber(new Decimal(totals?.totalPetro ?? 0)),
  };
}
