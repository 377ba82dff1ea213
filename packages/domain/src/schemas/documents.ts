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
/** What the upload link of a rejection e-mail lasts, for an applicant without an account yet. */
export const REJECTION_UPLOAD_LINK_HOURS = 72;
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
  /** The back office's toasts after a decision. */
  verified: 'Documento verificado.',
  retiredToast: 'Documento retirado. Se conserva en la auditoría.',
  rejected: 'Documento rechazado. Se avisó al transportista por correo.',
  /** Approval refused: the kinds still to verify are appended, by label. */
  missingRequired: 'Faltan documentos verificados: ',
} as const;

/** Kinds by their labels, in a sentence: 'Cédula de identidad, Licencia de conducir'. */
export const documentKindList = (kinds: readonly DocumentKind[]) =>
  kinds.map((k) => documentKindLabels[k]).join(', ');

/** The message of a refused approval, naming the kinds still missing by their labels. */
export const missingDocumentsMessage = (kinds: readonly DocumentKind[]) =>
  `${documentMessages.missingRequired}${documentKindList(kinds)}.`;

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

/** What the carrier's screens say about its papers (the landing's step, mis-documentos, the notice). */
export const documentScreenTexts = {
  missing: 'Falta',
  optional: 'Opcional',
  expiring: 'Vence pronto',
  expired: 'Vencido',
  expiresOn: 'Fecha de vencimiento',
  takePhoto: 'Tomar foto',
  chooseFile: 'Elegir archivo',
  retry: 'Reintentar',
  uploading: 'Subiendo',
  uploaded: 'Documento recibido.',
  /** A request that never got an answer (no signal, a dropped connection): the file is still on the phone. */
  connectionLost: 'No se pudo enviar el documento. Revisa tu conexión y reintenta.',
  stepTitle: 'Adjunta tus documentos',
  stepHint:
    'Tu solicitud ya está enviada. Adjunta una foto o un PDF de cada documento para que la línea los verifique.',
} as const;

/** A status's badge colour (Mantine palette), the same on both panels. */
export const documentStatusColors: Record<DocumentStatus | 'Falta', string> = {
  'Por verificar': 'yellow',
  Verificado: 'teal',
  Rechazado: 'red',
  Falta: 'gray',
};

/** A licence's or carnet's note: past its day, or 30 days or fewer left; null otherwise. */
export function expiryNote(expiresOn: string | null, today: string): 'Vencido' | 'Vence pronto' | null {
  const days = daysToExpiry(expiresOn, today);
  if (days === null || days > DOCUMENT_EXPIRY_WARNING_DAYS) return null;
  return days < 0 ? documentScreenTexts.expired : documentScreenTexts.expiring;
}

/** 'Falta: Licencia de conducir, …': what the back office shows beside the documents; null when none. */
export const missingDocumentsLine = (kinds: readonly DocumentKind[]): string | null =>
  kinds.length === 0 ? null : `${documentScreenTexts.missing}: ${documentKindList(kinds)}.`;
