import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Rows, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, MailSender } from './transport';

/** How the outbox retries: from the queueing (or a resend) it keeps trying this long, then gives up. */
export interface RetryPolicy {
  giveUpHours: number;
}

/**
 * A send that began this long ago and never reported back was cut (the server stopped): longer
 * than the transport's own time limits added up (transport.ts), so a slow send is never taken for one.
 */
export const UNCONFIRMED_AFTER_SECONDS = 300;

/** Queues a message in the caller's transaction: it exists exactly when the decision it announces does. */
export async function enqueueMail(db: Db | Tx, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/**
 * The same queueing as a WITH part of another write of the caller's transaction (`recordAudit`
 * takes it): one statement for both, where a decision ends with its e-mail and its audit entry.
 */
export const queueMailWith = (tx: Tx, message: MailMessage) =>
  tx.$with('queued_mail').as(tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id }));

type Claimed = { id: number; to: string; subject: string; text: string; html: string };

/**
 * Takes the oldest due message and records that its send begins, committed before any SMTP talk:
 * if the server dies mid-send the message stays 'Enviando' and is shown unconfirmed, never resent
 * by itself (no duplicate) and never counted as a refused try. SKIP LOCKED: servers never share one.
 */
async function claimOne(db: Db): Promise<Claimed | undefined> {
  const claimed = (await db.execute(sql`
    update ${mailOutbox}
       set status = 'Enviando', sending_since = now()
     where id = (
       select id from ${mailOutbox}
        where status = 'Pendiente' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit 1
        for update skip locked)
    returning id, "to", subject, text, html`)) as unknown as Rows<Claimed>;
  return claimed.rows[0];
}

/**
 * Sends what is due, one message at a time up to `batch`, outside any transaction (a slow SMTP server never
 * holds the database). A refusal is retried with a growing delay until the retry window ends,
 * then the message is 'Fallido' (an error in the log, a resend button on the Correos screen).
 */
export async function deliverDueMail(
  db: Db,
  send: MailSender,
  log: FastifyBaseLogger,
  policy: RetryPolicy,
  batch = 20,
): Promise<{ tried: number; sent: number }> {
  let sent = 0;
  let tried = 0;
  for (; tried < batch; tried++) {
    const m = await claimOne(db);
    if (!m) break;
    try {
      const where = await send({ to: m.to, subject: m.subject, text: m.text, html: m.html });
      await db.execute(sql`
        update ${mailOutbox}
           set status = 'Enviado', sent_at = now(), sending_since = null, attempts = attempts + 1, last_error = null
         where id = ${m.id} and status = 'Enviando'`);
      log.info(
        { mailId: m.id, to: m.to, subject: m.subject, deliveredTo: where },
        `e-mail delivered: ${where}`,
      );
      sent++;
    } catch (err) {
      const error = String((err as Error).message ?? err).slice(0, 500);
      const after = (await db.execute(sql`
        update ${mailOutbox}
           set attempts = attempts + 1,
               last_error = ${error},
               sending_since = null,
               status = case when queued_at + make_interval(hours => ${policy.giveUpHours}) <= now()
                             then 'Fallido' else 'Pendiente' end,
               failed_at = case when queued_at + make_interval(hours => ${policy.giveUpHours}) <= now()
                                then now() end,
               -- 1, 2, 4 … minutes after the n-th refusal, at most an hour: about 75 tries in 3 days.
               next_attempt_at = now() + make_interval(secs => least(60 * power(2, attempts), 3600))
         where id = ${m.id} and status = 'Enviando'
         returning status, attempts`)) as unknown as Rows<{ status: string; attempts: number }>;
      const row = after.rows[0];
      if (row?.status === 'Fallido')
        log.error({ mailId: m.id, to: m.to, attempt: row.attempts, err }, 'e-mail given up');
      else log.warn({ mailId: m.id, to: m.to, attempt: row?.attempts, err }, 'e-mail failed, will retry');
    }
  }
  return { tried, sent };
}
