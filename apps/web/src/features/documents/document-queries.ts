import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDecision, DocumentView } from '@app/domain';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A document's content, fetched with the session (a bare <iframe src> could not send the token). */
export function useDocumentContent(id: number) {
  return useQuery({
    queryKey: queryKeys.documents.content(id),
    queryFn: ({ signal }) => api.file(`/api/documents/${id}`, { signal }),
    // A stored document never changes; up to 10 MB, so it leaves memory once the viewer closes.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** A blob as a URL for <img>/<iframe>, revoked when the blob changes or the screen leaves. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** Verificar or Rechazar (with its reason); every list of documents refreshes, whatever the answer. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DocumentDecision & { id: number }) =>
      api.request<DocumentView>(`/api/documents/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.lists }),
  });
}
