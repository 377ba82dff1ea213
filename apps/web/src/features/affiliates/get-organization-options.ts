import { useQuery } from '@tanstack/react-query';
import type { OrganizationOption } from '@app/domain';
import { api } from '../../lib/api-client';

// Under the organizations key: the organizations feature invalidates it when one is added, renamed or removed.
export const organizationOptionsKey = ['organizations', 'options'] as const;

/** Every listed organization as {id, name}, by name: the affiliate form's selector. */
export function getOrganizationOptions(): Promise<OrganizationOption[]> {
  return api.request<OrganizationOption[]>('/api/organization/options');
}

export function useOrganizationOptions() {
  return useQuery({ queryKey: organizationOptionsKey, queryFn: getOrganizationOptions });
}
