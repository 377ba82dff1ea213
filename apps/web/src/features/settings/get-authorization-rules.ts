import { useQuery } from '@tanstack/react-query';
import type { AuthorizationRules } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Which operations wait for a second administrator, and from what amount (four eyes). */
export function useAuthorizationRules() {
  return useQuery({
    queryKey: queryKeys.authorizations.rules,
    queryFn: ({ signal }) => api.request<AuthorizationRules>('/api/settings/authorizations', { signal }),
  });
}
