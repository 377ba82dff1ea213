import { sql } from 'drizzle-orm';
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  addDays,
  businessDate,
  daysToExpiry,
  type DocumentKind,
} from '@app/domain';
import type { Config } from '../../config';
import type { Db, Rows, Tx } from '../../db/client';
import { affiliates, documents } from '../../db/schema';
import { panelUrl } from '../../lib/links';
import { documentExpiredMail, documentExpiringMail, enqueueMail } from '../mail';

/** Reminders marked and queued per transaction: progress is kept if the job stops midway. */
const BATCH = 200;

interface Claimed {
  kind: DocumentKind;
  expiresOn: string;
  email: string;
  firstNames: string;
}

/**
 * The two reminders, each once per document: `soon` while 1 to 30 days remain, `expired` from the
 * expiry day on. A run after days down sends only what applies today; the expired one is looked for
 * within 30 days of the date, so the expiry index's range stays bounded as years of papers pile up.
 */
export const steps = (today: string) =>
  [
    {
      column: documents.remindedSoonAt,
      from: addDays(today, 1),
      to: addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS),
    },
    {
      column: documents.remindedExpiredAt,
      from: addDays(today, -DOCUMENT_EXPIRY_WARNING_DAYS),
      to: today,
    },
  ] as const;

/**
 * The statement that marks up to BATCH documents due this reminder and returns them with their
 * affiliate's address.
 * The mark is the "once": `for update skip locked` gives concurrent runs disjoint rows and the
 * `is null` re-checked by the update lets only one of two racing runs claim a document. A rejected
 * paper, one the carrier already replaced by a later-expiring one, or a retired affiliate's, is not
 * reminded.
 */
export function claimStatement(step: ReturnType<typeof steps>[number], limit = BATCH) {
  const { column, from, to } = step;
  return sql`
    with due as (
      select d.id from ${documents} d
      where d.retired_at is null and d.expires_on between ${from} and ${to}
        and d.${sql.identifier(column.name)} is null and d.status <> 'Rechazado'
        and not exists (
          select 1 from ${documents} n
          where n.affiliate_id = d.affiliate_id and n.kind = d.kind and n.retired_at is null
            and n.status <> 'Rechazado' and n.expires_on > d.expires_on)
        and not exists (
          select 1 from ${affiliates} r where r.id = d.affiliate_id and r.retired_at is not null)
      order by d.expires_on, d.id
      limit ${limit}
      for update skip locked
    ), marked as (
      update ${documents} set ${sql.identifier(column.name)} = now()
      from due where ${documents.id} = due.id and ${column} is null
      returning ${documents.affiliateId} as affiliate_id, ${documents.kind} as kind,
        ${documents.expiresOn}::text as expires_on
    )
    select m.kind, m.expires_on as "expiresOn", a.email, a.first_names as "firstNames"
    from marked m join ${affiliates} a on a.id = m.affiliate_id`;
}

const claim = (db: Db | Tx, step: ReturnType<typeof steps>[number], limit: number) =>
  db.execute(claimStatement(step, limit)) as Promise<Rows<Claimed>>;

/**
 * The licence and carnet reminders due today (DOCUMENT_EXPIRY_WARNING_DAYS before, and on or after
 * the expiry), each e-mailed once to the affiliate through the outbox, in the transaction that marks
 * it. Safe to run again or on several servers at once. At most `budget` are queued (the outbox's
 * rate); the rest wait for the next runs. Returns how many were queued.
 */
export async function sendDocumentExpiryReminders(
  db: Db,
  config: Config,
  today = businessDate(),
  budget = Number.POSITIVE_INFINITY,
): Promise<number> {
  const url = panelUrl(config, 'mis-documentos');
  let sent = 0;
  for (const step of steps(today)) {
    const soon = step.column === documents.remindedSoonAt;
    while (sent < budget) {
      const limit = Math.min(BATCH, budget - sent);
      const count = await db.transaction(async (tx) => {
        const { rows } = await claim(tx, step, limit);
        for (const d of rows) {
          const notice = { to: d.email, firstNames: d.firstNames, kind: d.kind, expiresOn: d.expiresOn, url };
          await enqueueMail(
            tx,
            soon
              ? documentExpiringMail({ ...notice, days: daysToExpiry(d.expiresOn, today)! })
              : documentExpiredMail(notice),
          );
        }
        return rows.length;
      });
      sent += count;
      if (count < limit) break;
    }
  }
  return sent;
}
