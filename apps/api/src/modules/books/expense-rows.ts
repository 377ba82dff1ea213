import { eq, type SQL } from 'drizzle-orm';
import { toJsonNumber, type Expense } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, expenses } from '../../db/schema';
import { carrierPersonColumns } from '../carriers';
import { countedColumn } from '../../lib/list-query';

/** An expense as the list and the create answer show it: the disbursed carrier joined. */
const columns = {
  e: expenses,
  carrier: carrierPersonColumns,
};
/** `count`: the list's totals read beside the rows (`countedColumn`). */
export function selectExpenses(db: Db | Tx, count?: SQL) {
  return db
    .select({ ...columns, counted: countedColumn(count) })
    .from(expenses)
    .leftJoin(carriers, eq(carriers.id, expenses.carrierId))
    .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectExpenses>['where']>>[number];

export const toExpense = ({ e, carrier }: Selected): Expense => ({
  id: e.id,
  date: e.date,
  created: e.createdAt.toISOString(),
  reasonForAdmission: e.reasonForAdmission,
  incomeAmountInPetro: toJsonNumber(e.amountPetro),
  incomeAmountInBs: toJsonNumber(e.amountBs),
  // 'No aplica' in the list: only loan disbursements name a carrier.
  carrier: carrier?.id ? (carrier as Expense['carrier']) : null,
});
