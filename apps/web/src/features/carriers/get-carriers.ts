import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Carrier } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface CarriersParams {
  limit: number;
  offset: number;
  /** A cédula prefix; empty for every carrier. */
  dni: string;
  /** One line's carriers (organization id). */
  organization?: number;
}

/** One page of carrier accounts, newest first, optionally by cédula prefix. */
export function getCarriers(params: CarriersParams, signal?: AbortSignal): Promise<Page<Carrier>> {
  return api.list<Carrier>('/api/carrier', { query: { ...params }, signal });
}

export function useCarriers(params: CarriersParams) {
  return useQuery({
    queryKey: queryKeys.carriers.list(params),
    queryFn: ({ signal }) => getCarriers(params, signal),
    placeholderData: keepPreviousData,
  });
}
