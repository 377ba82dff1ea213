import { eq, ilike, like } from 'drizzle-orm';
import type { Income, IncomesQuery, SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, carriers, incomes } from '../../db/schema';
import { likeContains, likePrefix } from '../../lib/db-errors';
import { readList, type ListDefinition } from '../../lib/list-query';
import { summarizedTotals } from '../../lib/list-summary';
import { bookTotals, countAndSum, type BookTotals } from './books-totals';
import { selectIncomes, toIncome } from './income-rows';

/** Incomes by date, reason and cédula, with their count and ₽ total computed by the database. */
const incomesList: ListDefinition<IncomesQuery, SortKey<'incomes'>, Income, BookTotals> = {
  filters: {
    date: (day) => eq(incomes.date, day),
    reasonForAdmission: (text) => ilike(incomes.reasonForAdmission, likeContains(text)),
    dni: (dni) => like(affiliates.dni, likePrefix(dni)),
  },
  sorts: { date: incomes.date, amount: incomes.amountPetro },
  tiebreak: incomes.id,
  searches: ['reasonForAdmission'],
  rows: async (db, where, orderBy, q) =>
    (
      await selectIncomes(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(q.limit)
        .offset(q.offset)
    ).map(toIncome),
  totals: summarizedTotals(
    { list: 'incomes', day: 'date' },
    (db, where) =>
      countAndSum(
        (fields) =>
          db
            .select(fields)
            .from(incomes)
            .leftJoin(carriers, eq(carriers.id, incomes.carrierId))
            .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
            .where(where),
        incomes.amountPetro,
      ),
    bookTotals,
  ),
};

export const listIncomes = (db: Db, q: IncomesQuery) => readList(db, incomesList, q);
