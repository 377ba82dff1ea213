import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationRules } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** `PUT /api/settings/authorizations`: the rules as saved, and the toast. */
export function useSaveAuthorizationRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorizationRules) =>
      api.request<AuthorizationRules & { message: string }>('/api/settings/authorizations', {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ rules }) => queryClient.setQueryData(queryKeys.authorizations.rules, { rules }),
  });
}
