import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProvisionRateItem, ProvisionRatesBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `PUT /api/settings/provision-rates`: the percentages as saved. */
export function useSaveProvisionRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProvisionRatesBody) =>
      api.request<ProvisionRateItem[]>('/api/settings/provision-rates', { method: 'PUT', body }),
    onSuccess: (rates) => queryClient.setQueryData(queryKeys.settings.provisionRates, rates),
  });
}
