import { documentKindLabels, type DocumentKind } from '@app/domain';
import { compose } from './templates';

/** A document the analyst rejected (issue 31): why, and where to send it again. */
export function documentRejectedMail(p: {
  to: string;
  firstNames: string;
  kind: DocumentKind;
  reason: string;
  /** The carrier panel's documents page (`/panel/mis-documentos`). */
  uploadUrl: string;
}) {
  const label = documentKindLabels[p.kind];
  return compose(p.to, `Tu documento fue rechazado: ${label}`, {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Revisamos tu documento «${label}» y no pudimos aceptarlo.`,
      'Envía uno nuevo desde tu panel para continuar con tu solicitud.',
    ],
    facts: [
      ['Documento', label],
      ['Motivo', p.reason],
    ],
    links: [{ label: 'Subir el documento de nuevo', url: p.uploadUrl }],
  });
}
