import type { DocumentView } from '@app/domain';
import { useDocumentFile, useObjectUrl } from './document-queries';

/** A document's small JPEG, fetched with the session (a plain `<img src>` cannot send the token). */
export function OwnDocumentThumbnail({ document }: { document: DocumentView }) {
  const file = useDocumentFile(document.id, 'thumbnail');
  const url = useObjectUrl(file.data?.blob);
  const box = { width: 64, height: 64, borderRadius: 4, flex: 'none' } as const;
  if (!url) return <div style={{ ...box, background: 'var(--mantine-color-gray-1)' }} aria-hidden />;
  return <img src={url} alt={`Miniatura de ${document.fileName}`} style={{ ...box, objectFit: 'cover' }} />;
}
