import { z } from 'zod';
import { isoDateTime } from './common';
import { dateField } from './fields';

/** The papers an affiliate may attach (issue 31): exact keys and labels. */
export const documentKinds = ['cedula', 'rif', 'licencia', 'circulacion', 'otro'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  cedula: 'Cédula de identidad',
  rif: 'RIF',
  licencia: 'Licencia de conducir',
  circulacion: 'Carnet de circulación',
  otro: 'Otro documento',
};

/** Only these carry an expiry date (a licence, a vehicle's carnet). */
export const expiringDocumentKinds: readonly DocumentKind[] = ['licencia', 'circulacion'];

export const documentStatuses = ['Por verificar', 'Verificado', 'Rechazado'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** 10 MB means 10 × 1 024 × 1 024 bytes (issue 31). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Live (not retired) documents an affiliate may hold at once. */
export const DOCUMENT_MAX_LIVE = 20;
/** A stored photo's long side at most. */
export const DOCUMENT_MAX_SIDE = 2000;
/** A licence or carnet this close to its expiry shows as expiring and is reminded once. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;
/** What the public application's upload token lasts. */
export const UPLOAD_TOKEN_HOURS = 2;
/** The kinds an application needs verified before approval when REQUIRED_DOCUMENTS is not set. */
export const DEFAULT_REQUIRED_DOCUMENTS: readonly DocumentKind[] = ['cedula', 'licencia', 'circulacion'];

/** The content types a stored document may have: photos become JPEG, a PDF stays a PDF. */
export const storedDocumentTypes = ['image/jpeg', 'application/pdf'] as const;
export type StoredDocumentType = (typeof storedDocumentTypes)[number];

export const documentMessages = {
  kind: 'Tipo de documento inválido.',
  fileMissing: 'Adjunte el archivo del documento.',
  empty: 'El archivo está vacío.',
  tooLarge: 'El archivo supera el máximo de 10 MB.',
  unsupported: 'Formato no admitido. Envíe una foto (JPEG, PNG, WebP o HEIC) o un PDF.',
  damaged: 'El archivo está dañado o incompleto. Tómelo o expórtelo de nuevo.',
  tooManyPixels: 'La imagen es demasiado grande para procesarla.',
  tooMany: 'El afiliado ya tiene 20 documentos. Retire alguno antes de subir otro.',
  expiresOnNotAllowed: 'Solo la licencia y el carnet de circulación llevan fecha de vencimiento.',
  reasonRequired: 'Indique el motivo del rechazo.',
  notFound: 'El documento no existe.',
  retired: 'El documento fue retirado.',
  uploadTokenInvalid:
    'El permiso para adjuntar documentos venció. Inicie sesión para subirlos desde su panel.',
  notMultipart: 'Envíe el documento como multipart/form-data.',
  verifiedKept: 'Un documento verificado no se puede retirar. Pida a la oficina que lo retire.',
  /** Approval refused: the kinds still to verify are appended, by label. */
  missingRequired: 'Faltan documentos verificados: ',
} as const;

/** The extension a stored content type takes (a HEIC photo is stored, and named, as a JPEG). */
const extensionOf: Record<StoredDocumentType, string> = {
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/**
 * The name a document is kept and served under: the sent name without folders, control or quote
 * characters, at most 120 characters, with the extension of what is stored ("IMG_1.HEIC" → "IMG_1.jpg").
 */
export function documentFileName(sent: string | undefined, contentType: StoredDocumentType) {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|]/g, '').trim();
  const stem =
    clean
      .replace(/\.[^.]*$/, '')
      .replace(/^\.+/, '')
      .slice(0, 120)
      .trim() || 'documento';
  return `${stem}.${extensionOf[contentType]}`;
}

/** The message of a refused approval, naming the kinds still missing by their labels. */
export const missingDocumentsMessage = (kinds: readonly DocumentKind[]) =>
  `${documentMessages.missingRequired}${kinds.map((k) => documentKindLabels[k]).join(', ')}.`;

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

/** The days from `today` to a document's expiry (negative once past); null without one. */
export function daysToExpiry(expiresOn: string | null, today: string): number | null {
  if (!expiresOn) return null;
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Expiring: 30 days or fewer left (or already past). */
export const isExpiring = (expiresOn: string | null, today: string) => {
  const days = daysToExpiry(expiresOn, today);
  return days !== null && days <= DOCUMENT_EXPIRY_WARNING_DAYS;
};
