import { z } from 'zod';
import { isoDateTime } from './common';
import {
  documentKinds,
  documentMessages,
  documentStatuses,
  expiringDocumentKinds,
  storedDocumentTypes,
} from './documents';
import { dateField } from './fields';

// The documents' zod schemas, apart from their kinds, labels and messages (documents.ts): a carrier's page
// reads those on first visit without downloading zod (decision 26's budget).

export const documentKindField = z.enum(documentKinds, { error: documentMessages.kind });

/** The multipart fields beside the file (`expiresOn` ISO yyyy-mm-dd in the API). */
export const documentUploadFields = z
  .object({
    kind: documentKindField,
    expiresOn: dateField().optional(),
  })
  .refine((f) => !f.expiresOn || expiringDocumentKinds.includes(f.kind), {
    error: documentMessages.expiresOnNotAllowed,
    path: ['expiresOn'],
  });
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

/** One document as every answer gives it: never its content. */
export const documentView = z.object({
  id: z.number().int(),
  kind: z.enum(documentKinds),
  fileName: z.string(),
  contentType: z.enum(storedDocumentTypes),
  bytes: z.number().int(),
  sha256: z.string(),
  status: z.enum(documentStatuses),
  /** Why it was rejected; null otherwise. */
  reason: z.string().nullable(),
  expiresOn: z.string().nullable(),
  createdAt: isoDateTime,
});
export type DocumentView = z.infer<typeof documentView>;

/** `GET /api/request-carrier/{id}/documents-check`: the kinds REQUIRED_DOCUMENTS names, and those not verified yet. */
export const documentsCheck = z.object({
  required: z.array(z.enum(documentKinds)),
  missing: z.array(z.enum(documentKinds)),
});
export type DocumentsCheck = z.infer<typeof documentsCheck>;

/** `GET /api/documents/{id}?download=1` answers it as an attachment; without, inline (viewed). */
export const documentContentQuery = z.object({
  download: z.enum(['0', '1'], { error: 'Valor inválido.' }).optional(),
});

/** `PATCH /api/documents/{id}`: a rejection needs its reason. */
export const documentDecision = z
  .object({
    status: z.enum(['Verificado', 'Rechazado'], { error: 'Estado inválido.' }),
    reason: z.string().trim().max(500, { error: 'El motivo es demasiado largo.' }).optional(),
  })
  .refine((d) => d.status !== 'Rechazado' || (d.reason ?? '').length > 0, {
    error: documentMessages.reasonRequired,
    path: ['reason'],
  });
export type DocumentDecision = z.infer<typeof documentDecision>;
