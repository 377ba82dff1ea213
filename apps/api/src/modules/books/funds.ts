import { eq, ilike, sql } from 'drizzle-orm';
import { toJsonNumber, type Fund, type FundsQuery, type SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { funds, incomes } from '../../db/schema';
import { likeContains } from '../../lib/db-errors';
import {
  countedColumn,
  exactCount,
  pageRows,
  readList,
  tableAlone,
  type ListDefinition,
  literalLimit,
} from '../../lib/list-query';
import { summarizedCount } from '../../lib/list-summary';

const from = tableAlone(incomes);

/** The incomes that are fund records, with who brought the money and from where. */
export const fundsList: ListDefinition<FundsQuery, SortKey<'funds'>, Fund> = {
  // Always true of a fund's income; said so the incomes' partial fund indexes serve the orders.
  base: sql`${incomes.isFund}`,
  filters: {
    date: (day) => eq(incomes.date, day),
    reasonForAdmission: (text) => ilike(incomes.reasonForAdmission, likeContains(text)),
  },
  // One fund per income: the income's id breaks ties, so the incomes' fund index serves the order.
  sorts: { date: incomes.date, amount: incomes.amountPetro },
  tiebreak: incomes.id,
  narrowing: ['date', 'reasonForAdmission'],
  // Every filter reads the income (one per fund): a page's ids come from incomes, its funds after.
  from,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await db
        .select({ f: funds, i: incomes, counted: countedColumn(count) })
        .from(funds)
        .innerJoin(incomes, eq(incomes.id, funds.incomeId))
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      ({ f, i }) => ({
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
      }),
    ),
  count: summarizedCount({ list: 'funds', day: 'date' }, (where, active) => exactCount(from(active), where)),
};

export const listFunds = (db: Db, q: FundsQuery) => readList(db, fundsList, q);
