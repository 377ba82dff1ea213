import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDecision, DocumentsCheck, DocumentView } from '@app/domain';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** An affiliate's live documents, without their content. */
export const documentsQuery = (affiliateId: number) =>
  queryOptions({
    queryKey: queryKeys.documents.of(affiliateId),
    queryFn: ({ signal }) =>
      api.request<DocumentView[]>(`/api/affiliate/${affiliateId}/documents`, { signal }),
  });

export const useDocuments = (affiliateId: number) => useQuery(documentsQuery(affiliateId));

/** What a request's approval still waits for: REQUIRED_DOCUMENTS not verified (the server's own count). */
export const useDocumentsCheck = (requestId: number | undefined) =>
  useQuery({
    queryKey: queryKeys.documents.check(requestId ?? 0),
    queryFn: ({ signal }) =>
      api.request<DocumentsCheck>(`/api/request-carrier/${requestId}/documents-check`, { signal }),
    enabled: requestId !== undefined,
  });

/** A document's bytes: its content or its JPEG thumbnail, fetched with the session (no bare <img src>). */
export function useDocumentFile(id: number, part: 'content' | 'thumbnail') {
  return useQuery({
    queryKey: queryKeys.documents.file(id, part),
    queryFn: ({ signal }) =>
      api.file(`/api/documents/${id}${part === 'thumbnail' ? '/thumbnail' : ''}`, { signal }),
    // A document's content never changes (a new one is a new row); the full file leaves memory on close.
    staleTime: Infinity,
    gcTime: part === 'content' ? 0 : undefined,
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

/** Retirar: the document leaves every list and stays for the audit trail (the server's DELETE). */
export function useRetireDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(`/api/documents/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.lists }),
  });
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
