import { asc, desc, eq } from 'drizzle-orm';
import { toJsonNumber, type ScheduleChange } from '@app/domain';
import type { Db } from '../../db/client';
import { loanReschedules, replacedInstallments } from '../../db/schema';
import type { Principal } from '../../lib/principal';
import { readableLoan } from './readable-loan';

/** A loan's reschedules, newest first, each with the installments it replaced as they were. */
export async function scheduleHistory(
  db: Db,
  principal: Principal,
  loanId: number,
): Promise<ScheduleChange[]> {
  await readableLoan(db, principal, loanId);
  const changes = await db
    .select()
    .from(loanReschedules)
    .where(eq(loanReschedules.loanId, loanId))
    .orderBy(desc(loanReschedules.id));
  const replaced = await db
    .select()
    .from(replacedInstallments)
    .where(eq(replacedInstallments.loanId, loanId))
    .orderBy(asc(replacedInstallments.number));
  return changes.map((c) => ({
    id: c.id,
    rescheduledOn: c.startsOn,
    reason: c.reason,
    balance: toJsonNumber(c.balance),
    feeNumbers: c.feeNumbers,
    creditDays: c.creditDays,
    created: c.createdAt.toISOString(),
    replaced: replaced
      .filter((i) => i.rescheduleId === c.id)
      .map((i) => ({
        number: i.number,
        dueDate: i.dueDate,
        amount: toJsonNumber(i.amount),
        penalty: toJsonNumber(i.penalty ?? 0),
      })),
  }));
}
