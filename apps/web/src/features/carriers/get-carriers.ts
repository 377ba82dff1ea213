import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Carrier } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface CarriersParams {
  limit: number;
  offset: number;
  /** A cédula prefix; empty for every carrier. */
  dni: string;
}

/** Every page and filter of the list: what creating, editing or deleting a carrier invalidates. */
export const carriersListKey = ['carriers', 'list'] as const;
export const carriersKey = (params: CarriersParams) => [...carriersListKey, params] as const;

/** One page of carrier accounts, newest first, optionally by cédula prefix. */
export function getCarriers(params: CarriersParams, signal?: AbortSignal): Promise<Page<Carrier>> {
  return api.list<Carrier>('/api/carrier', { query: { ...params }, signal });
}

export function useCarriers(params: CarriersParams) {
  return useQuery({
    queryKey: carriersKey(params),
    queryFn: ({ signal }) => getCarriers(params, signal),
    placeholderData: keepPreviousData,
  });
}
