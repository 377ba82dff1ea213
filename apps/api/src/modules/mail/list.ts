import { eq, or, sql, type SQL } from 'drizzle-orm';
import { type MailQuery, type MailRow, type MailState, type SortKey } from '@app/domain';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import {
  countAndSum,
  countedColumn,
  exactCount,
  pageRows,
  readLinedList,
  tableAlone,
  type ListDefinition,
  literalLimit,
} from '../../lib/list-query';
import { summaryCells } from '../../lib/list-summary';
import { UNCONFIRMED_AFTER_SECONDS } from './outbox';
import type { Principal } from '../../lib/principal';

/** A send begun before this moment and still not reported back was cut. */
const cutBefore = sql`now() - make_interval(secs => ${UNCONFIRMED_AFTER_SECONDS})`;
// Written over the unsent partial index's own predicate, so the planner reads that small index.
const unsent = sql`${mailOutbox.status} in ('Pendiente', 'Enviando')`;

/** Each state as rows: 'Enviando' counts as pending until its send is taken for cut. */
const stateIs: Record<MailState, SQL> = {
  Pendiente: sql`${unsent} and (${mailOutbox.status} = 'Pendiente' or ${mailOutbox.sendingSince} > ${cutBefore})`,
  'Sin confirmar': sql`${unsent} and ${mailOutbox.status} = 'Enviando' and ${mailOutbox.sendingSince} <= ${cutBefore}`,
  Enviado: sql`${mailOutbox.status} = 'Enviado'`,
  Fallido: sql`${mailOutbox.status} = 'Fallido'`,
};

/** The state a row shows, computed by the database against its own clock. */
export const stateOf = sql<MailState>`case
  when ${mailOutbox.status} = 'Enviando' and ${mailOutbox.sendingSince} <= ${cutBefore} then 'Sin confirmar'
  when ${mailOutbox.status} = 'Enviando' then 'Pendiente'
  else ${mailOutbox.status} end`;

const from = tableAlone(mailOutbox);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The Correos screen: newest first, by state and recipient; bodies stay on the server. */
const mailList: ListDefinition<MailQuery, SortKey<'mail'>, MailRow> = {
  filters: {
    state: (state) => stateIs[state],
    to: (to) => eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()),
  },
  sorts: { created: mailOutbox.createdAt },
  tiebreak: mailOutbox.id,
  line: mailOutbox.organizationId,
  rows: async (db, where, orderBy, window, count) =>
    pageRows(
      await db
        .select({
          id: mailOutbox.id,
          createdAt: mailOutbox.createdAt,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          state: stateOf,
          attempts: mailOutbox.attempts,
          sentAt: mailOutbox.sentAt,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          lastError: mailOutbox.lastError,
          counted: countedColumn(count),
        })
        .from(mailOutbox)
        .where(where)
        .orderBy(...orderBy)
        .limit(literalLimit(window.limit))
        .offset(window.offset),
      (m) => ({
        id: m.id,
        created: m.createdAt.toISOString(),
        to: m.to,
        subject: m.subject,
        state: m.state,
        attempts: m.attempts,
        sentAt: iso(m.sentAt),
        nextAttemptAt: m.state === 'Pendiente' ? iso(m.nextAttemptAt) : null,
        lastError: m.lastError,
      }),
    ),
  // Sent and failed (the many) are counted by the summary; the unsent few and one recipient's, exactly.
  count: (where, active, q) => {
    const summarized =
      [...active].every((f) => f === 'state' || f === 'organization') &&
      (q.state === undefined || q.state === 'Enviado' || q.state === 'Fallido');
    const b = q.organization === undefined ? undefined : String(q.organization);
    return {
      cells: summarized ? summaryCells('mail', { a: q.state, b }) : exactCount(from(active), where),
      read: (cells) => ({ total: countAndSum(cells).total }),
    };
  },
};

export const listMail = (db: Db, q: MailQuery, principal: Principal) =>
  readLinedList(db, mailList, q, principal);

/** Kept for the resend's conditional update: a failed message, or one whose send was cut. */
export const resendable = or(stateIs.Fallido, stateIs['Sin confirmar'])!;
