import { eq, ilike } from 'drizzle-orm';
import type { Expense, ExpensesQuery, SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, expenses } from '../../db/schema';
import { likeContains } from '../../lib/db-errors';
import { startsWith } from '../../lib/starts-with';
import { exactCount, pageRows, readLinedList, type ListDefinition, literalLimit } from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import type { Principal } from '../../lib/principal';
import { bookTotals, type BookTotals } from './books-totals';
import { withCarrierPerson } from '../carriers';
import { selectExpenses, toExpense } from './expense-rows';

const from = withCarrierPerson(expenses, expenses.carrierId);

/** Expenses by date, reason and cédula, with their count and ₽ total computed by the database. */
export const expensesList: ListDefinition<ExpensesQuery, SortKey<'expenses'>, Expense, BookTotals> = {
  filters: {
    date: (day) => eq(expenses.date, day),
    reasonForAdmission: (text) => ilike(expenses.reasonForAdmission, likeContains(text)),
    dni: (dni) => startsWith(affiliates.dni, dni),
  },
  sorts: { date: expenses.date, amount: expenses.amountPetro },
  tiebreak: expenses.id,
  line: expenses.organizationId,
  narrowing: ['date', 'reasonForAdmission'],
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await selectExpenses(db, count)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      toExpense,
    ),
  count: summarizedCount(
    { list: 'expenses', day: 'date', b: 'organization' },
    (where, active) => exactCount(from(active), where, expenses.amountPetro),
    bookTotals,
  ),
};

export const listExpenses = (db: Db, q: ExpensesQuery, principal: Principal) =>
  readLinedList(db, expensesList, q, principal);
