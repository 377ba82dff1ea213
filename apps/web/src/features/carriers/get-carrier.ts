import { useQuery } from '@tanstack/react-query';
import type { Carrier } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** One carrier account with its affiliate (never its password). */
export function getCarrier(id: number, signal?: AbortSignal): Promise<Carrier> {
  return api.request<Carrier>(`/api/carrier/${id}`, { signal });
}

export function useCarrier(id: number) {
  return useQuery({
    queryKey: queryKeys.carriers.detail(id),
    queryFn: ({ signal }) => getCarrier(id, signal),
  });
}
