import { eq, ilike } from 'drizzle-orm';
import type { Income, IncomesQuery, SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, incomes } from '../../db/schema';
import { likeContains } from '../../lib/db-errors';
import { startsWith } from '../../lib/starts-with';
import { exactCount, pageRows, readLinedList, type ListDefinition, literalLimit } from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';
import type { Principal } from '../../lib/principal';
import { bookTotals, type BookTotals } from './books-totals';
import { withCarrierPerson } from '../carriers';
import { selectIncomes, toIncome } from './income-rows';

const from = withCarrierPerson(incomes, incomes.carrierId);

/** Incomes by date, reason and cédula, with their count and ₽ total computed by the database. */
export const incomesList: ListDefinition<IncomesQuery, SortKey<'incomes'>, Income, BookTotals> = {
  filters: {
    date: (day) => eq(incomes.date, day),
    reasonForAdmission: (text) => ilike(incomes.reasonForAdmission, likeContains(text)),
    dni: (dni) => startsWith(affiliates.dni, dni),
  },
  sorts: { date: incomes.date, amount: incomes.amountPetro },
  tiebreak: incomes.id,
  line: incomes.organizationId,
  narrowing: ['date', 'reasonForAdmission'],
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await selectIncomes(db, count)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      toIncome,
    ),
  count: summarizedCount(
    { list: 'incomes', day: 'date', b: 'organization' },
    (where, active) => exactCount(from(active), where, incomes.amountPetro),
    bookTotals,
  ),
};

export const listIncomes = (db: Db, q: IncomesQuery, principal: Principal) =>
  readLinedList(db, incomesList, q, principal);
