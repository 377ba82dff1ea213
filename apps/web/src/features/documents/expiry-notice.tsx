import {
  businessDate,
  documentKindLabels,
  documentScreenTexts as texts,
  expiringDocumentKinds,
  expiryNote,
  formatDay,
} from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Notice } from '../../components/notice';
import { getSession } from '../../lib/session';
import { useDocuments } from './document-queries';
import { newestByKind } from './newest-by-kind';

/** One line per licence or carnet past its day or within 30 days of it, newest document of each kind. */
function ExpiryLines({ affiliateId }: { affiliateId: number }) {
  const documents = useDocuments(affiliateId);
  const today = businessDate();
  const newest = newestByKind(documents.data ?? []);
  const lines = expiringDocumentKinds.flatMap((kind) => {
    const document = newest.get(kind);
    const note = document ? expiryNote(document.expiresOn, today) : null;
    if (!document?.expiresOn || !note) return [];
    const day = formatDay(document.expiresOn);
    // Mid-sentence, as the reminder e-mail says it: 'tu licencia de conducir'.
    const label = documentKindLabels[kind].toLowerCase();
    return [
      {
        kind,
        expired: note === texts.expired,
        text: note === texts.expired ? `Tu ${label} venció el ${day}.` : `Tu ${label} vence el ${day}.`,
      },
    ];
  });
  if (lines.length === 0) return null;
  return (
    <Notice color={lines.some((l) => l.expired) ? 'red' : 'yellow'} role="status" mb="md">
      {lines.map((line) => (
        <div key={line.kind}>{line.text}</div>
      ))}
      <Link to={paths.carrier.documents}>Ir a Mis documentos</Link>
    </Notice>
  );
}

/**
 * Issue 31: the carrier's home says when a licence or a carnet expires within 30 days or has expired,
 * with a link to upload the new one. Nothing while the list loads or fails: it is only a reminder.
 */
export default function ExpiryNotice() {
  const affiliateId = getSession()?.user.affiliate;
  return affiliateId ? <ExpiryLines affiliateId={affiliateId} /> : null;
}
