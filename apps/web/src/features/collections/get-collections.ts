import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CollectionBucket, CollectionRow } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface CollectionsParams {
  limit: number;
  offset: number;
  /** The line (organization) id. */
  organization?: number;
  /** Days past due: '1-30', '31-60', '61-90' or '90+'. */
  bucket?: CollectionBucket;
  /** Cédula prefix. */
  dni?: string;
}

/** `GET /api/collections`: one page of the loans in mora, most days past due first. */
export function getCollections(
  params: CollectionsParams,
  signal?: AbortSignal,
): Promise<Page<CollectionRow>> {
  return api.list<CollectionRow>('/api/collections', { query: { ...params }, signal });
}

export function useCollections(params: CollectionsParams) {
  return useQuery({
    queryKey: queryKeys.collections.list(params),
    queryFn: ({ signal }) => getCollections(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Enough for one carrier's loans in mora: the desk's row of one loan is found among them. */
const ONE_CARRIER = { limit: 100, offset: 0 };

/**
 * A loan's row of the desk (phone, Bs overdue, days past due: what the WhatsApp message says),
 * or null when it is not in mora. Read through the cédula filter: the desk has no lookup by loan.
 */
export function useCollectionRow(loan: { id: number; dni: string } | undefined, enabled = true) {
  const params = { ...ONE_CARRIER, dni: loan?.dni };
  return useQuery({
    queryKey: queryKeys.collections.list(params),
    queryFn: ({ signal }) => getCollections(params, signal),
    enabled: enabled && loan !== undefined,
    select: (page) => page.items.find((row) => row.loan === loan?.id) ?? null,
  });
}
