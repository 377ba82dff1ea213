import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Administrator, UpdateAdministratorBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Edits an administrator; without a password the current one stays. */
export function updateAdministrator({
  id,
  body,
}: {
  id: number;
  body: UpdateAdministratorBody;
}): Promise<Administrator> {
  return api.request<Administrator>(`/api/users/${id}`, { method: 'PATCH', body });
}

export function useUpdateAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdministrator,
    onSuccess: async (administrator) => {
      queryClient.setQueryData(queryKeys.administrators.detail(administrator.id), administrator);
      await queryClient.invalidateQueries({ queryKey: queryKeys.administrators.lists });
    },
  });
}
