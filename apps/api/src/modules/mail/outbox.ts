import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Rows, Tx } from '../../db/client';
import { mailOutbox, mailSendSlots } from '../../db/schema';
import type { MailSender } from './transport';
import { mailPriorities, type QueuedMail } from './priority';

/**
 * How the outbox sends: at most `perMinute` sends begin in any minute, on all servers together
 * (an SMTP provider throttles or bans a burst); from the queueing (or a resend) it keeps trying
 * `giveUpHours`, then gives up.
 */
export interface RetryPolicy {
  giveUpHours: number;
  perMinute: number;
}

/**
 * A send that began this long ago and never reported back was cut (the server stopped): longer
 * than the transport's own time limits added up (transport.ts), so a slow send is never taken for one.
 */
export const UNCONFIRMED_AFTER_SECONDS = 300;

/** Queues a message in the caller's transaction: it exists exactly when the decision it announces does. */
export async function enqueueMail(
  db: Db | Tx,
  { priority = 'notice', ...message }: QueuedMail,
): Promise<void> {
  await db.insert(mailOutbox).values({ ...message, priority: mailPriorities[priority] });
}

/**
 * How many bulk messages (reminders) may be queued now so that all the bulk waiting goes out within
 * `minutes` at `perMinute`: a job that queues no more than this never builds a backlog that would
 * go out hours late, with amounts of the hour it was written.
 */
export async function bulkRoom(db: Db, perMinute: number, minutes: number): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as waiting from ${mailOutbox}
     where status = 'Pendiente' and priority = ${mailPriorities.bulk}`)) as unknown as Rows<{
    waiting: number;
  }>;
  return Math.max(0, perMinute * minutes - (rows[0]?.waiting ?? 0));
}

/**
 * The same queueing as a WITH part of another write of the caller's transaction (`recordAudit`
 * takes it): one statement for both, where a decision ends with its e-mail and its audit entry.
 */
export const queueMailWith = (tx: Tx, { priority = 'notice', ...message }: QueuedMail) =>
  tx.$with('queued_mail').as(
    tx
      .insert(mailOutbox)
      .values({ ...message, priority: mailPriorities[priority] })
      .returning({ id: mailOutbox.id }),
  );

type Claimed = { id: number; to: string; subject: string; text: string; html: string };

/** Databases whose slots this process made, up to how many. */
const slotsMade = new WeakMap<Db, number>();

/** The rate's slots, one per send allowed in a minute; a server with a higher MAIL_PER_MINUTE adds its own. */
async function ensureSlots(db: Db, perMinute: number): Promise<void> {
  if ((slotsMade.get(db) ?? 0) >= perMinute) return;
  await db.execute(sql`
    insert into ${mailSendSlots} (slot) select generate_series(1, ${perMinute}) on conflict do nothing`);
  slotsMade.set(db, perMinute);
}

/**
 * Takes the most awaited due message (a password link before any reminder), with a slot of the rate
 * last used over a minute ago, and records that its send begins, committed before any SMTP talk:
 * if the server dies mid-send the message stays 'Enviando' and is shown unconfirmed, never resent
 * by itself (no duplicate) and never counted as a refused try. SKIP LOCKED: servers never share a
 * message or a slot. A message without a free slot stays where it is.
 */
async function claimOne(db: Db, perMinute: number): Promise<Claimed | undefined> {
  const claimed = (await db.execute(sql`
    with slot as (
      select slot from ${mailSendSlots}
       where slot <= ${perMinute} and used_at <= now() - interval '1 minute'
       order by used_at, slot
       limit 1
       for update skip locked
    ), due as (
      select id from ${mailOutbox}
       where status = 'Pendiente' and next_attempt_at <= now()
       order by priority, next_attempt_at, id
       limit 1
       for update skip locked
    ), taken as (
      update ${mailSendSlots} s set used_at = now() from slot, due where s.slot = slot.slot returning s.slot
    )
    update ${mailOutbox} m
       set status = 'Enviando', sending_since = now()
      from due, taken
     where m.id = due.id
    returning m.id, m."to", m.subject, m.text, m.html`)) as unknown as Rows<Claimed>;
  return claimed.rows[0];
}

/** Milliseconds until the rate frees a slot, when a due message waits for one; null when nothing due waits. */
async function rateWait(db: Db, perMinute: number): Promise<number | null> {
  const { rows } = (await db.execute(sql`
    select ceil(extract(epoch from min(used_at) + interval '1 minute' - now()) * 1000)::int as wait
      from ${mailSendSlots}
     where slot <= ${perMinute}
       and exists (select 1 from ${mailOutbox} where status = 'Pendiente' and next_attempt_at <= now())`)) as unknown as Rows<{
    wait: number | null;
  }>;
  const wait = rows[0]?.wait;
  return wait === null || wait === undefined ? null : Math.max(wait, 1);
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
): Promise<{ tried: number; sent: number; rateWaitMs: number | null }> {
  let sent = 0;
  let tried = 0;
  await ensureSlots(db, policy.perMinute);
  for (; tried < batch; tried++) {
    const m = await claimOne(db, policy.perMinute);
    if (!m) return { tried, sent, rateWaitMs: await rateWait(db, policy.perMinute) };
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
  return { tried, sent, rateWaitMs: null };
}
