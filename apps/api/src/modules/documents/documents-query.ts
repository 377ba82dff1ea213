import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  DOCUMENT_MAX_LIVE,
  documentMessages,
  messages,
  type DocumentKind,
  type DocumentStatus,
  type DocumentView,
  type StoredDocumentType,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, documentContents, documents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { reaches, type DocumentActor } from './actor';

/** The columns of a document's answer: its row and its stored content's type and size. */
const viewColumns = {
  id: documents.id,
  kind: documents.kind,
  fileName: documents.fileName,
  contentType: documentContents.contentType,
  bytes: documentContents.bytes,
  sha256: documents.sha256,
  status: documents.status,
  reason: documents.reason,
  expiresOn: documents.expiresOn,
  createdAt: documents.createdAt,
};

/** Documents with their content's type and size (never the bytes). */
const selectViews = (db: Db | Tx) =>
  db
    .select(viewColumns)
    .from(documents)
    .innerJoin(documentContents, eq(documentContents.sha256, documents.sha256));
type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

export const toDocumentView = (r: ViewRow): DocumentView => ({
  ...r,
  kind: r.kind as DocumentKind,
  contentType: r.contentType as StoredDocumentType,
  status: r.status as DocumentStatus,
  createdAt: r.createdAt.toISOString(),
});

/** One document as answers give it (retired ones too: the caller decides who sees those). */
export async function documentView(db: Db | Tx, id: number): Promise<DocumentView> {
  const [row] = await selectViews(db).where(eq(documents.id, id)).limit(1);
  if (!row) throw new HttpError(404, documentMessages.notFound);
  return toDocumentView(row);
}

/**
 * A document locked for a change (a decision, a retirement), with what the change needs of its
 * affiliate: its line for the trail, its e-mail for a rejection. Undefined for an unknown id.
 */
export async function lockDocument(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      affiliateId: documents.affiliateId,
      kind: documents.kind,
      status: documents.status,
      retiredAt: documents.retiredAt,
      organizationId: affiliates.organizationId,
      email: affiliates.email,
      firstNames: affiliates.firstNames,
      // Without an account the panel is out of reach: the rejection e-mail carries an upload link.
      hasAccount: affiliates.hasAccount,
    })
    .from(documents)
    .innerJoin(affiliates, eq(affiliates.id, documents.affiliateId))
    .where(eq(documents.id, id))
    .for('update', { of: documents });
  return row;
}

/** The affiliate exists and the actor reaches it; otherwise 404 as for an unknown one. */
export async function assertReachesAffiliate(db: Db | Tx, actor: DocumentActor, affiliateId: number) {
  const [row] = reaches(actor, affiliateId)
    ? await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, affiliateId)).limit(1)
    : [];
  if (!row) throw new HttpError(404, messages.notFound.affiliate);
}

/**
 * An affiliate's live documents, newest first, without content. Not paginated: the upload refuses
 * the 21st live one, so the list never holds more than DOCUMENT_MAX_LIVE (read on the partial index).
 */
export async function listDocuments(db: Db, actor: DocumentActor, affiliateId: number) {
  await assertReachesAffiliate(db, actor, affiliateId);
  const rows = await selectViews(db)
    .where(and(eq(documents.affiliateId, affiliateId), isNull(documents.retiredAt)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(DOCUMENT_MAX_LIVE);
  return rows.map(toDocumentView);
}

/**
 * A document's bytes (its content or its thumbnail, only the one asked for) and what its answer's
 * headers need. A retired document is still served to administrators (the audit trail shows what
 * was decided on); to its carrier it is gone.
 */
export async function documentBytes(db: Db, actor: DocumentActor, id: number, part: 'content' | 'thumbnail') {
  const [row] = await db
    .select({
      affiliateId: documents.affiliateId,
      kind: documents.kind,
      fileName: documents.fileName,
      contentType: documentContents.contentType,
      retiredAt: documents.retiredAt,
      organizationId: affiliates.organizationId,
      body: part === 'content' ? documentContents.content : documentContents.thumbnail,
    })
    .from(documents)
    .innerJoin(documentContents, eq(documentContents.sha256, documents.sha256))
    .innerJoin(affiliates, eq(affiliates.id, documents.affiliateId))
    .where(eq(documents.id, id))
    .limit(1);
  if (!row || !reaches(actor, row.affiliateId) || (actor.type !== 'Administrator' && row.retiredAt))
    throw new HttpError(404, documentMessages.notFound);
  return { ...row, contentType: part === 'content' ? (row.contentType as StoredDocumentType) : 'image/jpeg' };
}
