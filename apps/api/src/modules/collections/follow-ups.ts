import { desc, eq, sql } from 'drizzle-orm';
import {
  businessDate,
  messages,
  promiseStatusOf,
  toJsonNumber,
  type FollowUp,
  type FollowUpBody,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { administrators, loanFollowUps } from '../../db/schema';
import { existingLoan } from '../loans';

/**
 * The Bs repaid for the loan from the day the follow-up was recorded up to its promise date: what
 * keeps the promise (repayments and recoveries, by their dates).
 */
// Written with its table names: drizzle leaves a single-table select's columns unqualified, and
// inside the subquery "loan_id" would then name the income's own.
export const promisedRepaid = sql<string>`coalesce((select sum(r.amount_bs) from incomes r
  where r.loan_id = loan_follow_ups.loan_id and (r.is_credit or r.is_recovery)
    and r.date between loan_follow_ups.recorded_on and loan_follow_ups.promise_date), 0)::text`;

type Row = typeof loanFollowUps.$inferSelect & { repaid: string };

const toFollowUp = (r: Row, today: string): FollowUp => ({
  id: r.id,
  channel: r.channel as FollowUp['channel'],
  note: r.note,
  promiseDate: r.promiseDate,
  promiseAmountBs: r.promiseAmountBs === null ? null : toJsonNumber(r.promiseAmountBs),
  promiseStatus: promiseStatusOf(r, r.repaid, today),
  adminName: r.adminName,
  createdAt: r.createdAt.toISOString(),
});

const selectFollowUps = (db: Db | Tx) =>
  db
    .select({ f: loanFollowUps, repaid: promisedRepaid })
    .from(loanFollowUps)
    .orderBy(desc(loanFollowUps.createdAt), desc(loanFollowUps.id));

/** A loan's follow-ups, newest first, each promise judged as of today. */
export async function listFollowUps(db: Db, loanId: number): Promise<FollowUp[]> {
  await existingLoan(db, loanId);
  const today = businessDate();
  const rows = await selectFollowUps(db).where(eq(loanFollowUps.loanId, loanId));
  return rows.map(({ f, repaid }) => toFollowUp({ ...f, repaid }, today));
}

/** A collector's contact, in the caller's transaction: who recorded it is copied (it outlives the account). */
export async function recordFollowUp(
  tx: Tx,
  adminId: number,
  loanId: number,
  body: FollowUpBody,
): Promise<FollowUp & { message: string }> {
  await existingLoan(tx, loanId);
  const [admin] = await tx
    .select({ name: sql<string>`${administrators.firstNames} || ' ' || ${administrators.lastNames}` })
    .from(administrators)
    .where(eq(administrators.id, adminId));
  const [row] = await tx
    .insert(loanFollowUps)
    .values({
      loanId,
      channel: body.channel,
      note: body.note,
      promiseDate: body.promiseDate ?? null,
      promiseAmountBs: body.promiseAmountBs === undefined ? null : String(body.promiseAmountBs),
      recordedOn: businessDate(),
      adminId,
      adminName: admin?.name ?? '',
    })
    .returning({ id: loanFollowUps.id });
  const [saved] = await selectFollowUps(tx).where(eq(loanFollowUps.id, row!.id));
  return {
    ...toFollowUp({ ...saved!.f, repaid: saved!.repaid }, businessDate()),
    message: messages.followUpSaved,
  };
}
