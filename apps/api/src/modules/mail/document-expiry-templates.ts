import { documentKindLabels, formatDay, type DocumentKind } from '@app/domain';
import { compose } from './templates';

interface ExpiryNotice {
  to: string;
  firstNames: string;
  kind: DocumentKind;
  expiresOn: string;
  /** Where the carrier uploads the new one: /panel/mis-documentos. */
  url: string;
}

// Worded around "el documento" so one sentence fits "la licencia" and "el carnet" alike.
const named = (kind: DocumentKind) => documentKindLabels[kind].toLowerCase();

const facts = (p: ExpiryNotice): [string, string][] => [
  ['Documento', documentKindLabels[p.kind]],
  ['Vence', formatDay(p.expiresOn)],
];

/** Sent once when 30 days or fewer remain before a licence or carnet expires (issue 31). */
export function documentExpiringMail(p: ExpiryNotice & { days: number }) {
  const when = p.days === 1 ? 'mañana' : `en ${p.days} días`;
  return compose(p.to, `Tu ${named(p.kind)} vence pronto`, {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Tu ${named(p.kind)} vence ${when}. Sube el documento renovado antes de esa fecha para que la cooperativa lo verifique y tus solicitudes no se detengan.`,
    ],
    facts: facts(p),
    links: [{ label: 'Subir mis documentos', url: p.url }],
    priority: 'bulk',
  });
}

/** Sent once on or after the expiry day of a licence or carnet still on file. */
export function documentExpiredMail(p: ExpiryNotice) {
  return compose(p.to, `Tu ${named(p.kind)} venció`, {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      `Según nuestros registros, tu ${named(p.kind)} venció el ${formatDay(p.expiresOn)}. Sube el documento vigente desde tu panel para que la cooperativa lo verifique; sin él no podemos aprobar tus solicitudes.`,
    ],
    facts: facts(p),
    links: [{ label: 'Subir mis documentos', url: p.url }],
    priority: 'bulk',
  });
}
