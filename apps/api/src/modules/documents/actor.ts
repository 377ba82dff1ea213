import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { messages } from '@app/domain';
import type { Db } from '../../db/client';
import { carriers } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * Who acts on documents: an administrator (his lines are checked by the access plugin), a carrier
 * (its own affiliate only), or the public application's upload token (its affiliate only).
 */
export type DocumentActor =
  | { type: 'Administrator'; id: number }
  | { type: 'Carrier'; id: number; affiliateId: number }
  | { type: 'application'; affiliateId: number };

/** The request's actor; a carrier's affiliate is read from its account. */
export async function actorOf(db: Db, request: FastifyRequest): Promise<DocumentActor> {
  if (request.uploadGrant) return { type: 'application', affiliateId: request.uploadGrant.affiliateId };
  const principal = request.principal!;
  if (principal.type === 'Administrator') return { type: 'Administrator', id: principal.id };
  const [account] = await db
    .select({ affiliateId: carriers.affiliateId })
    .from(carriers)
    .where(eq(carriers.id, principal.id))
    .limit(1);
  if (!account) throw new HttpError(401, messages.sessionExpired);
  return { type: 'Carrier', id: principal.id, affiliateId: account.affiliateId };
}

/** Whether the actor may reach this affiliate's papers: anyone else's answer as unknown ones (404). */
export const reaches = (actor: DocumentActor, affiliateId: number) =>
  actor.type === 'Administrator' || actor.affiliateId === affiliateId;
