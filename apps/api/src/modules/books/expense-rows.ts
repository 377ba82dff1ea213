import { eq } from 'drizzle-orm';
import { toJsonNumber, type Expense } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, expenses } from '../../db/schema';
import { carrierPersonColumns } from '../carriers';

/** An expense as the list and the create answer show it: the disbursed carrier joined. */
const columns = {
  e: expenses,
  carrier: carrierPersonColumns,
};
export function selectExpenses(db: Db | Tx) {
  return db
    .select(columns)
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
