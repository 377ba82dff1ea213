import { useQuery } from '@tanstack/react-query';
import type { ProvisionRateItem } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The month-end provision's percentage per arrears bucket, in the buckets' order. */
export function useProvisionRates() {
  return useQuery({
    queryKey: queryKeys.settings.provisionRates,
    queryFn: ({ signal }) => api.request<ProvisionRateItem[]>('/api/settings/provision-rates', { signal }),
  });
}
