import { eq } from 'drizzle-orm';
import { toJsonNumber, type Payment } from '@app/domain';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { countedColumn } from '../../lib/list-query';
import { affiliates, carriers, payments } from '../../db/schema';
import { carrierPersonColumns } from '../carriers';

const columns = {
  p: payments,
  carrier: carrierPersonColumns,
};
type Selected = { p: typeof payments.$inferSelect; carrier: Payment['carrier'] };

export const toPayment = ({ p, carrier }: Selected): Payment => ({
  id: p.id,
  created: p.createdAt.toISOString(),
  date: p.date,
  status: p.status as Payment['status'],
  amountInBs: toJsonNumber(p.amountBs),
  amountInPetro: toJsonNumber(p.amountPetro),
  voucherCode: p.voucherCode,
  loan: p.loanId,
  carrier,
});

/** Payments with their carrier; `count`: the list's totals read beside them (`countedColumn`). */
export function selectPayments(db: Db | Tx, count?: SQL) {
  return db
    .select({ ...columns, counted: countedColumn(count) })
    .from(payments)
    .innerJoin(carriers, eq(carriers.id, payments.carrierId))
    .innerJoin(affiliates, eq(affiliates.id, carriers.affiliateId));
}

export async function findPayment(db: Db | Tx, id: number): Promise<Payment | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id)).limit(1);
  return row && toPayment(row);
}
