import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DocumentView } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const SIZE = 64;

/**
 * A document's small JPEG. The API asks for the Bearer token like every call, which a plain
 * `<img src>` cannot send: the bytes are fetched and shown from a blob URL, freed with the image.
 */
export function DocumentThumbnail({ document, size = SIZE }: { document: DocumentView; size?: number }) {
  const thumbnail = useQuery({
    queryKey: queryKeys.documents.thumbnail(document.id),
    queryFn: ({ signal }) => api.file(`/api/documents/${document.id}/thumbnail`, { signal }),
    // A stored document never changes: its thumbnail is fetched once per visit.
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = thumbnail.data?.blob;
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);

  const box = { width: size, height: size, borderRadius: 4, flex: 'none' } as const;
  if (!url) return <div style={{ ...box, background: 'var(--mantine-color-gray-1)' }} aria-hidden />;
  return <img src={url} alt={`Miniatura de ${document.fileName}`} style={{ ...box, objectFit: 'cover' }} />;
}
