import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Administrator, CreateAdministratorBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Registers an administrator; the API answers 409 when the e-mail is taken. */
export function createAdministrator(body: CreateAdministratorBody): Promise<Administrator> {
  return api.request<Administrator>('/api/users', { method: 'POST', body });
}

export function useCreateAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdministrator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administrators.lists }),
  });
}
