import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, CreateCarrierBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Opens the carrier account of an active affiliate; the API answers 409 when it already has one. */
export function createCarrier(body: CreateCarrierBody): Promise<Carrier> {
  return api.request<Carrier>('/api/carrier', { method: 'POST', body });
}

export function useCreateCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCarrier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.carriers.lists }),
  });
}
