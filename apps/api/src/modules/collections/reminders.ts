import { desc, eq, sql } from 'drizzle-orm';
import {
  type Decimal,
  LAST_REMINDER_DAYS,
  addDays,
  businessDate,
  reminderSteps,
  type Reminder,
  type ReminderKind,
} from '@app/domain';
import { paymentDetailsOf, type Config } from '../../config';
import type { Db, Rows, Tx } from '../../db/client';
import { installments, loanReminders, loans } from '../../db/schema';
import { panelUrl } from '../../lib/links';
import { carrierContact } from '../carriers';
import { installmentReminderMail, enqueueMail } from '../mail';
import { existingLoan, owedNowOf } from '../loans';
import { registeredRateOn } from '../prices';
import { holdUnit } from '../currency';

/** Reminders written per transaction: progress is kept if the job stops midway. */
const BATCH = 200;

interface Due {
  installmentId: number;
  loanId: number;
  number: number;
  dueDate: string;
  kind: ReminderKind;
}

/**
 * The installments owed a reminder today: uncovered (past the loan's fee_paid) of a loan still
 * 'Por pagar', due within the reminders' window, whose kind for today (the domain's steps, as a
 * CASE) was not sent yet. Read from the due-date index, at most `limit` after installment `after`.
 */
function dueReminders(db: Db | Tx, today: string, daysBefore: number, after: number, limit: number) {
  const late = sql`(${today}::date - ${installments.dueDate})`;
  const kind = sql.join(
    [
      sql`case`,
      ...reminderSteps(daysBefore).map((s) => sql`when ${late} >= ${s.fromDay} then ${s.kind}`),
      sql`end`,
    ],
    sql` `,
  );
  return db.execute(sql`
    select * from (
      select ${installments.id} as "installmentId", ${installments.loanId} as "loanId",
        ${installments.number} as number, ${installments.dueDate} as "dueDate", ${kind} as kind
      from ${installments} join ${loans} on ${loans.id} = ${installments.loanId}
      where ${installments.dueDate} > ${addDays(today, -LAST_REMINDER_DAYS)}
        and ${installments.dueDate} <= ${addDays(today, daysBefore)}
        and ${loans.status} = 'Por pagar' and ${installments.number} > ${loans.feePaid}
        and ${installments.id} > ${after}
    ) d
    where not exists (select 1 from ${loanReminders} r where r.installment_id = d."installmentId" and r.kind = d.kind)
    order by "installmentId"
    limit ${limit}`) as Promise<Rows<Due>>;
}

/** One reminder, once: recorded (the unique key refuses a second) and its e-mail queued in the same transaction. */
async function remind(
  tx: Tx,
  config: Config,
  due: Due,
  { rate, registered }: { rate: Decimal; registered: Date },
  today: string,
): Promise<boolean> {
  const [recorded] = await tx
    .insert(loanReminders)
    .values({
      loanId: due.loanId,
      installmentId: due.installmentId,
      installmentNumber: due.number,
      dueDate: due.dueDate,
      kind: due.kind,
    })
    .onConflictDoNothing()
    .returning({ id: loanReminders.id });
  if (!recorded) return false;
  const loan = await existingLoan(tx, due.loanId);
  const owed = await owedNowOf(tx, loan, today, rate);
  const who = await carrierContact(tx, loan.carrierId);
  await enqueueMail(
    tx,
    installmentReminderMail({
      to: who.email,
      firstNames: who.firstNames,
      kind: due.kind,
      installmentNumber: due.number,
      feeNumbers: loan.feeNumbers,
      dueDate: due.dueDate,
      owed,
      rate,
      rateRegistered: registered,
      today,
      bank: paymentDetailsOf(config),
      payUrl: panelUrl(config, 'agregar-pago'),
    }),
  );
  return true;
}

/**
 * The reminders due today, each installment and kind once: before its due date
 * (REMINDER_DAYS_BEFORE), on it, and 1, 7, 15 and 30 days late while it is not covered. A run
 * after days down sends only each installment's latest kind (the domain's windows). Safe to run
 * again or on several servers at once: the (installment, kind) key lets one insert win. At most
 * `budget` are queued (what the outbox's rate sends before the next run); the rest wait for the
 * next runs, lowest installment first. Returns how many were sent (queued).
 */
export async function sendReminders(
  db: Db,
  config: Config,
  today = businessDate(),
  budget = Number.POSITIVE_INFINITY,
): Promise<number> {
  let sent = 0;
  for (let after = 0; sent < budget;) {
    // Amounts, rate and unit read together, after any change of unit in progress.
    const rows = await db.transaction(async (tx) => {
      await holdUnit(tx);
      const rate = await registeredRateOn(tx, today);
      if (!rate) return [];
      const limit = Math.min(BATCH, budget - sent);
      const { rows } = await dueReminders(tx, today, config.REMINDER_DAYS_BEFORE, after, limit);
      for (const due of rows) if (await remind(tx, config, due, rate, today)) sent++;
      return rows;
    });
    if (!rows.length) return sent;
    after = rows.at(-1)!.installmentId;
  }
  return sent;
}

/** The reminders a loan was sent, newest first (the loan's page). */
export async function listReminders(db: Db, loanId: number): Promise<Reminder[]> {
  await existingLoan(db, loanId);
  const rows = await db
    .select()
    .from(loanReminders)
    .where(eq(loanReminders.loanId, loanId))
    .orderBy(desc(loanReminders.sentAt), desc(loanReminders.id));
  return rows.map((r) => ({
    id: r.id,
    installmentNumber: r.installmentNumber,
    dueDate: r.dueDate,
    kind: r.kind as ReminderKind,
    sentAt: r.sentAt.toISOString(),
  }));
}
