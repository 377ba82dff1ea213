import { eq } from 'drizzle-orm';
import {
  REJECTION_UPLOAD_LINK_HOURS,
  documentMessages,
  type DocumentDecision,
  type DocumentKind,
  type DocumentView,
} from '@app/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema';
import { documentsLinkUrl, panelUrl } from '../../lib/links';
import { signUploadToken } from './upload-token';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../audit';
import { documentRejectedMail, enqueueMail } from '../mail';
import { documentView, lockDocument } from './documents-query';

/**
 * Verifies or rejects a document, in the caller's transaction (the route's Idempotency-Key). A
 * rejection e-mails the carrier its reason and where to upload again, queued in the same
 * transaction as the decision: both happen or neither. A decision that is already the document's
 * (a second click, two copies sent at once: the row is locked) changes and sends nothing.
 */
export async function decideDocument(
  ctx: AppContext,
  tx: Tx,
  adminId: number,
  id: number,
  decision: DocumentDecision,
): Promise<DocumentView> {
  const rejected = decision.status === 'Rechazado';
  const row = await lockDocument(tx, id);
  if (!row) throw new HttpError(404, documentMessages.notFound);
  if (row.retiredAt) throw new HttpError(409, documentMessages.retired);
  const before = await documentView(tx, id);
  const reason = rejected ? decision.reason! : null;
  if (before.status === decision.status && before.reason === reason) return before;
  await tx
    .update(documents)
    .set({ status: decision.status, reason, decidedAt: new Date(), decidedBy: adminId })
    .where(eq(documents.id, id));
  const view = await documentView(tx, id);
  await recordAudit(tx, adminId, {
    action: rejected ? 'reject' : 'verify',
    entity: 'document',
    entityId: id,
    before,
    after: view,
    organizationId: row.organizationId,
  });
  if (rejected)
    await enqueueMail(
      tx,
      documentRejectedMail({
        to: row.email,
        firstNames: row.firstNames,
        kind: row.kind as DocumentKind,
        reason: reason!,
        ...(row.hasAccount
          ? { uploadUrl: panelUrl(ctx.config, 'mis-documentos'), withAccount: true }
          : {
              uploadUrl: documentsLinkUrl(
                ctx.config,
                row.affiliateId,
                signUploadToken(row.affiliateId, ctx.secret, Date.now(), REJECTION_UPLOAD_LINK_HOURS),
              ),
              withAccount: false,
            }),
      }),
    );
  return view;
}
