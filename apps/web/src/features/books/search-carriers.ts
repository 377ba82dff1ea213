import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Carrier } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Options shown in the picker at once: enough to find one by typing a few more digits. */
const OPTIONS_LIMIT = 20;

/** Carrier accounts whose cédula starts with, or whose names contain, the text (the newest when empty). */
export function searchCarriers(search: string, signal?: AbortSignal): Promise<Carrier[]> {
  return api.request<Carrier[]>('/api/carrier', { query: { search, limit: OPTIONS_LIMIT }, signal });
}

export function useCarrierSearch(search: string) {
  return useQuery({
    queryKey: queryKeys.carriers.options(search),
    queryFn: ({ signal }) => searchCarriers(search, signal),
    // The previous options stay listed while the next search is on its way.
    placeholderData: keepPreviousData,
  });
}
