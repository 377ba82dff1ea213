import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/settings/currency`: the unit the portfolio is counted in. */
export const currencyQuery = queryOptions({
  queryKey: queryKeys.settings.currency,
  queryFn: ({ signal }) => api.request<Currency>('/api/settings/currency', { signal }),
});

export function useCurrency() {
  return useQuery(currencyQuery);
}
