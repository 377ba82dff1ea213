import { createHash, randomBytes } from 'node:crypto';
import type { DocumentKind, DocumentStatus } from '@app/domain';
import type { Db } from '../src/db/client';
import { documentContents, documents } from '../src/db/schema';

/** What a test's document may differ in; the rest is a verified-looking JPEG sent by an administrator. */
export interface DocumentRow {
  kind: DocumentKind;
  status?: DocumentStatus;
  expiresOn?: string | null;
  retired?: boolean;
  /** The stored bytes (random ones by default, so each row has its own content). */
  content?: Buffer;
  thumbnail?: Buffer;
}

/**
 * A document row for an affiliate, inserted directly (the upload's processing is tested elsewhere):
 * its content once by SHA-256, as the upload stores it. Returns the document's id and sha256.
 */
export async function insertDocument(db: Db, affiliateId: number, row: DocumentRow) {
  const content = row.content ?? randomBytes(64);
  const sha256 = createHash('sha256').update(content).digest('hex');
  await db
    .insert(documentContents)
    .values({
      sha256,
      contentType: 'image/jpeg',
      bytes: content.length,
      content,
      thumbnail: row.thumbnail ?? content.subarray(0, 16),
    })
    .onConflictDoNothing();
  const [doc] = await db
    .insert(documents)
    .values({
      affiliateId,
      kind: row.kind,
      fileName: `${row.kind}.jpg`,
      sha256,
      status: row.status ?? 'Por verificar',
      reason: row.status === 'Rechazado' ? 'Ilegible' : null,
      expiresOn: row.expiresOn ?? null,
      uploadedByType: 'Administrator',
      ...(row.retired && { retiredAt: new Date() }),
    })
    .returning({ id: documents.id });
  return { id: doc!.id, sha256 };
}
