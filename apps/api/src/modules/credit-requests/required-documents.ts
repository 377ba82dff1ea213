import { and, eq, inArray, isNull } from 'drizzle-orm';
import { messages, missingDocumentsMessage, type DocumentKind, type DocumentsCheck } from '@app/domain';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { creditRequests, documents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/**
 * The required kinds the affiliate holds no live, verified document of, in the kinds' order. With
 * `lock` the verified rows are read `for share`: a rejection or retirement running beside an
 * approval waits for it to commit, so a loan is never approved on a paper withdrawn meanwhile.
 */
export async function missingDocuments(
  db: Db | Tx,
  required: readonly DocumentKind[],
  affiliateId: number,
  lock = false,
): Promise<DocumentKind[]> {
  if (!required.length) return [];
  // The affiliate's live papers come from documents_affiliate_idx; a handful per affiliate.
  const query = db
    .select({ kind: documents.kind })
    .from(documents)
    .where(
      and(
        eq(documents.affiliateId, affiliateId),
        isNull(documents.retiredAt),
        eq(documents.status, 'Verificado'),
        inArray(documents.kind, [...required]),
      ),
    );
  const verified = new Set((await (lock ? query.for('share') : query)).map((d) => d.kind));
  return required.filter((kind) => !verified.has(kind));
}

/** Refuses (409, naming the missing labels) an approval for an affiliate without every required paper verified. */
export async function requireDocuments(tx: Tx, config: Config, affiliateId: number): Promise<void> {
  const missing = await missingDocuments(tx, config.REQUIRED_DOCUMENTS, affiliateId, true);
  if (missing.length) throw new HttpError(409, missingDocumentsMessage(missing));
}

/** `GET /api/request-carrier/{id}/documents-check`: what the request's approval still waits for. */
export async function documentsCheck(db: Db, config: Config, requestId: number): Promise<DocumentsCheck> {
  const [request] = await db
    .select({ affiliateId: creditRequests.affiliateId })
    .from(creditRequests)
    .where(eq(creditRequests.id, requestId));
  if (!request) throw new HttpError(404, messages.requestNotFound);
  const required = config.REQUIRED_DOCUMENTS;
  return { required, missing: await missingDocuments(db, required, request.affiliateId) };
}
