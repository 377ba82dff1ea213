import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigWarning } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/settings/warnings`: what the cooperative still has to configure on the server. */
export function getConfigWarnings(signal?: AbortSignal): Promise<ConfigWarning[]> {
  return api.request<ConfigWarning[]>('/api/settings/warnings', { signal });
}

export const configWarningsQuery = queryOptions({
  queryKey: queryKeys.settings.warnings,
  queryFn: ({ signal }) => getConfigWarnings(signal),
  // The server reads its configuration at start: once per session is enough.
  staleTime: Infinity,
});

export function useConfigWarnings() {
  return useQuery(configWarningsQuery);
}
