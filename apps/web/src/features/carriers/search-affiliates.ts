import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Affiliate } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Options shown in the picker at once: enough to find one by typing a few more characters. */
const OPTIONS_LIMIT = 20;

/** Active affiliates without a carrier account whose cédula starts with, or whose names contain, the text (the newest when empty). */
export function searchAffiliates(search: string, signal?: AbortSignal): Promise<Affiliate[]> {
  return api.request<Affiliate[]>('/api/affiliate', {
    query: { search, status: 'Activo', withoutAccount: 'true', limit: OPTIONS_LIMIT },
    signal,
  });
}

export function useAffiliateSearch(search: string) {
  return useQuery({
    queryKey: queryKeys.affiliates.options(search),
    queryFn: ({ signal }) => searchAffiliates(search, signal),
    // The previous options stay listed while the next search is on its way.
    placeholderData: keepPreviousData,
  });
}
