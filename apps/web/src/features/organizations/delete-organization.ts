import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Deletes an organization, or retires it when affiliates refer to it; `outcome` says which. */
export function deleteOrganization(id: number): Promise<DeleteResult> {
  return api.request<DeleteResult>(`/api/organization/${id}`, { method: 'DELETE' });
}

/** Either way it leaves the list and the affiliate form's selector. */
export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all }),
  });
}
