import { and, count, eq, isNull } from 'drizzle-orm';
import {
  DOCUMENT_MAX_LIVE,
  documentFileName,
  documentMessages,
  messages,
  type DocumentUploadFields,
  type DocumentView,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, documentContents, documents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { runIdempotent } from '../../lib/idempotency';
import { recordAudit } from '../audit';
import type { DocumentActor } from './actor';
import { documentView } from './documents-query';
import { processUpload, UploadRefused, type ProcessedDocument } from './process-upload';

/** The upload checked and made safe (outside any transaction: it is CPU work); a refusal answers in Spanish. */
export async function processOrRefuse(file: Buffer): Promise<ProcessedDocument> {
  try {
    return await processUpload(file);
  } catch (err) {
    if (err instanceof UploadRefused) throw new HttpError(err.status, err.message);
    throw err;
  }
}

/** The affiliate's live documents (on the partial index). */
async function liveCount(db: Db | Tx, affiliateId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.affiliateId, affiliateId), isNull(documents.retiredAt)));
  return row?.n ?? 0;
}

/** Refuses the 21st live document; checked again under the lock when storing. */
export async function assertRoomFor(db: Db | Tx, affiliateId: number) {
  if ((await liveCount(db, affiliateId)) >= DOCUMENT_MAX_LIVE)
    throw new HttpError(409, documentMessages.tooMany);
}

/**
 * Stores an upload in one transaction: the content once per SHA-256 (a second upload of the same
 * photo names the same row), the document, and an administrator's audit entry. The affiliate's
 * row is locked first, so concurrent uploads count one after another and never make 21.
 */
export async function storeDocument(
  db: Db,
  /** The client's Idempotency-Key: a retry after a lost answer gets the first document, not a second. */
  idempotencyKey: string | undefined,
  actor: DocumentActor,
  affiliateId: number,
  fields: DocumentUploadFields,
  upload: ProcessedDocument,
  sentName: string | undefined,
): Promise<{ view: DocumentView; replayed: boolean }> {
  const scope = `document.upload:${actor.type === 'application' ? `application:${affiliateId}` : `${actor.type.toLowerCase()}:${actor.id}`}`;
  const payload = { affiliateId, fields, sha256: upload.sha256, sentName };
  const answer = await runIdempotent<DocumentView>(db, scope, idempotencyKey, payload, async (tx) => ({
    statusCode: 201,
    body: await storeIn(tx, actor, affiliateId, fields, upload, sentName),
  }));
  return { view: answer.body, replayed: answer.replayed };
}

async function storeIn(
  tx: Tx,
  actor: DocumentActor,
  affiliateId: number,
  fields: DocumentUploadFields,
  upload: ProcessedDocument,
  sentName: string | undefined,
): Promise<DocumentView> {
  const [affiliate] = await tx
    .select({ organizationId: affiliates.organizationId })
    .from(affiliates)
    .where(and(eq(affiliates.id, affiliateId), isNull(affiliates.retiredAt)))
    .for('update');
  if (!affiliate) throw new HttpError(404, messages.notFound.affiliate);
  await assertRoomFor(tx, affiliateId);
  await tx
    .insert(documentContents)
    .values({
      sha256: upload.sha256,
      contentType: upload.contentType,
      bytes: upload.bytes,
      content: upload.content,
      thumbnail: upload.thumbnail,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .insert(documents)
    .values({
      affiliateId,
      kind: fields.kind,
      fileName: documentFileName(sentName, upload.contentType),
      sha256: upload.sha256,
      expiresOn: fields.expiresOn ?? null,
      uploadedByType: actor.type,
      uploadedBy: actor.type === 'application' ? null : actor.id,
    })
    .returning({ id: documents.id });
  const view = await documentView(tx, row!.id);
  if (actor.type === 'Administrator')
    await recordAudit(tx, actor.id, {
      action: 'create',
      entity: 'document',
      entityId: view.id,
      after: view,
      organizationId: affiliate.organizationId,
    });
  return view;
}
