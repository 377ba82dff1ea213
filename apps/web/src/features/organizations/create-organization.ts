import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization, OrganizationBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Registers an organization; the API answers the stored record (201). */
export function createOrganization(body: OrganizationBody): Promise<Organization> {
  return api.request<Organization>('/api/organization', { method: 'POST', body });
}

/** A new organization shows in the list and in the affiliate form's selector. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all }),
  });
}
