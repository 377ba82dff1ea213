import { and, eq, sql } from 'drizzle-orm';
import { messages, type MailState } from '@app/domain';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { resendable, stateOf } from './list';

/**
 * An administrator's resend, in the caller's transaction. A failed message, or one whose send was
 * cut, is queued again with a fresh retry window; a sent one is queued again as a copy (the first
 * send stays on record) only when `copy` says the person asked for one; a pending one is refused
 * (it is on its way).
 */
export async function resendMail(
  tx: Tx,
  adminId: number,
  id: number,
  copy = false,
): Promise<{ message: string }> {
  const [row] = await tx
    .select({ state: stateOf })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .for('update');
  if (!row) throw new HttpError(404, messages.mailNotFound);
  const before: MailState = row.state;
  if (before === 'Pendiente') throw new HttpError(409, messages.mailQueued);
  // A double click, a retried script or a stale row must not mail the person twice unasked.
  if (before === 'Enviado' && !copy) throw new HttpError(409, messages.mailAlreadySent);
  let queued = id;
  if (before === 'Enviado') {
    const [message] = await tx
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        // A copy keeps its place in the line, as a resent failed one does.
        priority: mailOutbox.priority,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    const [copy] = await tx.insert(mailOutbox).values(message!).returning({ id: mailOutbox.id });
    queued = copy!.id;
  } else {
    await tx
      .update(mailOutbox)
      .set({
        status: 'Pendiente',
        sendingSince: null,
        failedAt: null,
        nextAttemptAt: sql`now()`,
        queuedAt: sql`now()`,
      })
      .where(and(eq(mailOutbox.id, id), resendable));
  }
  await recordAudit(tx, adminId, {
    action: 'resend',
    entity: 'mail',
    entityId: id,
    before: { state: before },
    after: { state: 'Pendiente', ...(queued !== id && { copy: queued }) },
  });
  return { message: queued === id ? messages.mailResent : messages.mailCopySent };
}
