import { eq } from 'drizzle-orm';
import { toJsonNumber, type Income } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, carriers, funds, incomes } from '../../db/schema';
import { carrierPersonColumns } from '../carriers';

/** An income as the lists and the create answer show it: its fund record and carrier joined. */
const columns = {
  i: incomes,
  fund: {
    firstNames: funds.responsibleFirstNames,
    lastNames: funds.responsibleLastNames,
    origin: funds.origin,
  },
  carrier: carrierPersonColumns,
};

export function selectIncomes(db: Db | Tx) {
  return db
    .select(columns)
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
