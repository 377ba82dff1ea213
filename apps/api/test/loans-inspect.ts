import { asc, eq } from 'drizzle-orm';
import { Decimal } from '@app/domain';
import type { Db } from '../src/db/client';
import { carriers, expenses, installments, loans } from '../src/db/schema';

/** How many loans a request produced. */
export async function loanCount(db: Db, requestId: number): Promise<number> {
  return (await db.select({ id: loans.id }).from(loans).where(eq(loans.requestId, requestId))).length;
}

/** Everything an approval wrote for a request, read straight from the database (exactly one loan). */
export async function loanOfRequest(db: Db, requestId: number) {
  const found = await db.select().from(loans).where(eq(loans.requestId, requestId));
  if (found.length !== 1)
    throw new Error(`expected one loan for request ${requestId}, found ${found.length}`);
  const loan = found[0]!;
  const schedule = await db
    .select()
    .from(installments)
    .where(eq(installments.loanId, loan.id))
    .orderBy(asc(installments.number));
  const disbursements = await db.select().from(expenses).where(eq(expenses.loanId, loan.id));
  const [account] = await db.select().from(carriers).where(eq(carriers.id, loan.carrierId));
  const scheduleSum = schedule.reduce((s, i) => s.plus(i.amount), new Decimal(0));
  return { loan, schedule, scheduleSum, disbursements, account: account! };
}
