import { eq, ilike } from 'drizzle-orm';
import type { Income, IncomesQuery, SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { affiliates, incomes } from '../../db/schema';
import { likeContains } from '../../lib/db-errors';
import { startsWith } from '../../lib/starts-with';
import { exactTotals, readLinedList, type ListDefinition } from '../../lib/list-query';
import { summarizedTotals } from '../../lib/list-summary';
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
  rows: async (db, where, orderBy, window) =>
    (
      await selectIncomes(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset)
    ).map(toIncome),
  totals: summarizedTotals(
    { list: 'incomes', day: 'date', b: 'organization' },
    async (db, where, active) => {
      const { total, sum } = await exactTotals(db, from(active), where, incomes.amountPetro);
      return bookTotals(total, sum);
    },
    bookTotals,
  ),
};

export const listIncomes = (db: Db, q: IncomesQuery, principal: Principal) =>
  readLinedList(db, incomesList, q, principal);
