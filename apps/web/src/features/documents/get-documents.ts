import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/affiliate/{id}/documents`: the live ones, newest first (at most 20: never paged). */
export function getDocuments(affiliateId: number, signal?: AbortSignal): Promise<DocumentView[]> {
  return api.request<DocumentView[]>(`/api/affiliate/${affiliateId}/documents`, { signal });
}

export const documentsQuery = (affiliateId: number) =>
  queryOptions({
    queryKey: queryKeys.documents.ofAffiliate(affiliateId),
    queryFn: ({ signal }) => getDocuments(affiliateId, signal),
  });

/** The affiliate's documents; idle without an affiliate (an administrator's session). */
export function useDocuments(affiliateId: number | null | undefined) {
  return useQuery({ ...documentsQuery(affiliateId ?? 0), enabled: !!affiliateId });
}

/** Each kind's newest live document: the one that counts (older ones are its history). */
export function newestByKind(documents: readonly DocumentView[]): Map<DocumentView['kind'], DocumentView> {
  const newest = new Map<DocumentView['kind'], DocumentView>();
  // The list comes newest first: the first of a kind is its newest.
  for (const document of documents) if (!newest.has(document.kind)) newest.set(document.kind, document);
  return newest;
}
