import { useQuery } from '@tanstack/react-query';
import type { Carrier } from '@app/domain';
import { api } from '../../lib/api-client';

export const carrierKey = (id: number) => ['carriers', 'detail', id] as const;

/** One carrier account with its affiliate (never its password). */
export function getCarrier(id: number, signal?: AbortSignal): Promise<Carrier> {
  return api.request<Carrier>(`/api/carrier/${id}`, { signal });
}

export function useCarrier(id: number) {
  return useQuery({
    queryKey: carrierKey(id),
    queryFn: ({ signal }) => getCarrier(id, signal),
  });
}
