import { eq } from 'drizzle-orm';
import { documentMessages, type DeleteResult } from '@app/domain';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { reaches, type DocumentActor } from './actor';
import { documentView, lockDocument } from './documents-query';

/**
 * Retires a document: kept (the audit trail and a decision may name it), gone from every list and
 * from the 20 count. A carrier retires its own papers but not a verified one: the office decided on it.
 */
export async function retireDocument(db: Db, actor: DocumentActor, id: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const row = await lockDocument(tx, id);
    if (!row || row.retiredAt || !reaches(actor, row.affiliateId))
      throw new HttpError(404, documentMessages.notFound);
    if (actor.type !== 'Administrator' && row.status === 'Verificado')
      throw new HttpError(409, documentMessages.verifiedKept);
    const before = await documentView(tx, id);
    await tx.update(documents).set({ retiredAt: new Date() }).where(eq(documents.id, id));
    if (actor.type === 'Administrator')
      await recordAudit(tx, actor.id, {
        action: 'retire',
        entity: 'document',
        entityId: id,
        before,
        organizationId: row.organizationId,
      });
    return { message: documentMessages.retired, outcome: 'retired' };
  });
}
