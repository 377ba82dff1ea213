import { REJECTION_UPLOAD_LINK_HOURS, documentKindLabels, type DocumentKind } from '@app/domain';
import { compose } from './templates';

/** A document the analyst rejected (issue 31): why, and where to send it again. */
export function documentRejectedMail(p: {
  to: string;
  firstNames: string;
  kind: DocumentKind;
  reason: string;
  /** The carrier panel's documents page, or for an applicant without an account an upload link. */
  uploadUrl: string;
  withAccount: boolean;
}) {
  const label = documentKindLabels[p.kind];
  return compose(p.to, `Tu documento fue rechazado: ${label}`, {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Revisamos tu documento «${label}» y no pudimos aceptarlo.`,
      p.withAccount
        ? 'Envía uno nuevo desde tu panel para continuar con tu solicitud.'
        : `Envía uno nuevo desde este enlace para continuar con tu solicitud; vale por ${REJECTION_UPLOAD_LINK_HOURS / 24} días.`,
    ],
    facts: [
      ['Documento', label],
      ['Motivo', p.reason],
    ],
    links: [{ label: 'Subir el documento de nuevo', url: p.uploadUrl }],
  });
}
