import { eq, ilike, like } from 'drizzle-orm';
import type { Expense, ExpensesQuery, SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, carriers, expenses } from '../../db/schema';
import { likeContains, likePrefix } from '../../lib/db-errors';
import { readList, type ListDefinition } from '../../lib/list-query';
import { summarizedTotals } from '../../lib/list-summary';
import { bookTotals, countAndSum, type BookTotals } from './books-totals';
import { selectExpenses, toExpense } from './expense-rows';

/** Expenses by date, reason and cédula, with their count and ₽ total computed by the database. */
const expensesList: ListDefinition<ExpensesQuery, SortKey<'expenses'>, Expense, BookTotals> = {
  filters: {
    date: (day) => eq(expenses.date, day),
    reasonForAdmission: (text) => ilike(expenses.reasonForAdmission, likeContains(text)),
    dni: (dni) => like(affiliates.dni, likePrefix(dni)),
  },
  sorts: { date: expenses.date, amount: expenses.amountPetro },
  tiebreak: expenses.id,
  searches: ['reasonForAdmission'],
  rows: async (db, where, orderBy, q) =>
    (
      await selectExpenses(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(q.limit)
        .offset(q.offset)
    ).map(toExpense),
  totals: summarizedTotals(
    { list: 'expenses', day: 'date' },
    (db, where) =>
      countAndSum(
        (fields) =>
          db
            .select(fields)
            .from(expenses)
            .leftJoin(carriers, eq(carriers.id, expenses.carrierId))
            .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId))
            .where(where),
        expenses.amountPetro,
      ),
    bookTotals,
  ),
};

export const listExpenses = (db: Db, q: ExpensesQuery) => readList(db, expensesList, q);
