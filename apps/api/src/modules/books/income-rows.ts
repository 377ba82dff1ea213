import { eq, type SQL } from 'drizzle-orm';
import { toJsonNumber, type Income } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, funds, incomes } from '../../db/schema';
import { carrierPersonColumns } from '../carriers';
import { countedColumn } from '../../lib/list-query';

/** An income as the lists and the create answer show it: its fund record and carrier joined. */
const columns = {
  // The columns an income shows, not all 16: fewer to send and map per row of a page.
  i: {
    id: incomes.id,
    date: incomes.date,
    createdAt: incomes.createdAt,
    reasonForAdmission: incomes.reasonForAdmission,
    amountPetro: incomes.amountPetro,
    amountBs: incomes.amountBs,
    isFund: incomes.isFund,
    isCredit: incomes.isCredit,
    quotaNumber: incomes.quotaNumber,
  },
  fund: {
    firstNames: funds.responsibleFirstNames,
    lastNames: funds.responsibleLastNames,
    origin: funds.origin,
  },
  carrier: carrierPersonColumns,
};

/** `count`: the list's totals read beside the rows (`countedColumn`). */
export function selectIncomes(db: Db | Tx, count?: SQL) {
  return db
    .select({ ...columns, counted: countedColumn(count) })
    .from(incomes)
    .leftJoin(funds, eq(funds.incomeId, incomes.id))
    .leftJoin(carriers, eq(carriers.id, incomes.carrierId))
    .leftJoin(affiliates, eq(affiliates.id, carriers.affiliateId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectIncomes>['where']>>[number];

export const toIncome = ({ i, fund, carrier }: Selected): Income => ({
  id: i.id,
  date: i.date,
  created: i.createdAt.toISOString(),
  reasonForAdmission: i.reasonForAdmission,
  incomeAmount: toJsonNumber(i.amountPetro),
  incomeAmountBs: toJsonNumber(i.amountBs),
  isFund: i.isFund,
  isCredit: i.isCredit,
  carrier: carrier?.id ? (carrier as Income['carrier']) : null,
  quotaNumber: i.quotaNumber,
  responsible: fund ? { firstNames: fund.firstNames, lastNames: fund.lastNames } : null,
  origin: fund?.origin ?? null,
});
