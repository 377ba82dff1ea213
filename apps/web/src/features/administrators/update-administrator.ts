import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Administrator, UpdateAdministratorBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { administratorKey } from './get-administrator';
import { administratorsListKey } from './get-administrators';

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
      queryClient.setQueryData(administratorKey(administrator.id), administrator);
      await queryClient.invalidateQueries({ queryKey: administratorsListKey });
    },
  });
}
