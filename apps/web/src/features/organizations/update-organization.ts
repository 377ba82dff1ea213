import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization, OrganizationBody } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys, refreshAfter } from '../../lib/query-keys';

export interface UpdateOrganizationInput {
  id: number;
  body: Partial<OrganizationBody>;
}

/** Changes the given fields of an organization; the API answers the whole record. */
export function updateOrganization({ id, body }: UpdateOrganizationInput): Promise<Organization> {
  return api.request<Organization>(`/api/organization/${id}`, { method: 'PATCH', body });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: async (organization) => {
      queryClient.setQueryData(queryKeys.organizations.detail(organization.id), organization);
      await refreshAfter(queryClient, 'organization-updated');
    },
  });
}
