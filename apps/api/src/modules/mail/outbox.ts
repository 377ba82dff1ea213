import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Rows, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, MailSender } from './transport';

/** Attempts before a message is given up (and logged as an error). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message stays reserved for the server sending it. */
const LEASE_SECONDS = 300;

/** Queues a message in the caller's transaction: it exists exactly when the decision it announces does. */
export async function enqueueMail(db: Db | Tx, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/**
 * Sends what is due. Messages are claimed with a lease (SKIP LOCKED, so several servers never send
 * one twice), and sent outside any transaction, so a slow SMTP server never holds the database.
 * A failure is logged and retried later with a growing delay; the decision stays as it is.
 */
export async function deliverDueMail(
  db: Db,
  send: MailSender,
  log: FastifyBaseLogger,
  batch = 20,
): Promise<number> {
  type Claimed = { id: number; to: string; subject: string; text: string; html: string; attempts: number };
  // Both drivers answer { rows }; the shared Db type does not say so.
  const claimed = (await db.execute(sql`
    update ${mailOutbox}
       set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
     where id in (
       select id from ${mailOutbox}
        where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
        order by id
        limit ${batch}
        for update skip locked)
    returning id, "to", subject, text, html, attempts`)) as unknown as Rows<Claimed>;
  let sent = 0;
  for (const m of claimed.rows) {
    try {
      const where = await send({ to: m.to, subject: m.subject, text: m.text, html: m.html });
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, m.id));
      log.info(
        { mailId: m.id, to: m.to, subject: m.subject, deliveredTo: where },
        `e-mail delivered: ${where}`,
      );
      sent++;
    } catch (err) {
      const delaySeconds = Math.min(30 * 2 ** (m.attempts - 1), 3600);
      await db
        .update(mailOutbox)
        .set({
          lastError: String((err as Error).message ?? err).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where(and(eq(mailOutbox.id, m.id), isNull(mailOutbox.sentAt)));
      const level = m.attempts >= MAX_ATTEMPTS ? 'error' : 'warn';
      log[level](
        { mailId: m.id, to: m.to, attempt: m.attempts, err },
        level === 'error' ? 'e-mail given up' : 'e-mail failed, will retry',
      );
    }
  }
  return sent;
}
