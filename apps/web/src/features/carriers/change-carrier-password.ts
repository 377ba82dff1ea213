import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, UpdateCarrierBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Sets a carrier's new password (the only thing its edit screen changes); its sessions end. */
export function changeCarrierPassword({
  id,
  body,
}: {
  id: number;
  body: UpdateCarrierBody;
}): Promise<Carrier> {
  return api.request<Carrier>(`/api/carrier/${id}`, { method: 'PATCH', body });
}

export function useChangeCarrierPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCarrierPassword,
    onSuccess: async (carrier) => {
      queryClient.setQueryData(queryKeys.carriers.detail(carrier.id), carrier);
      await queryClient.invalidateQueries({ queryKey: queryKeys.carriers.lists });
    },
  });
}
