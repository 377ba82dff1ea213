import { useQuery } from '@tanstack/react-query';
import type { OrganizationOption } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Every listed organization as {id, name}, by name: the affiliate form's selector. */
export function getOrganizationOptions(): Promise<OrganizationOption[]> {
  return api.request<OrganizationOption[]>('/api/organization/options');
}

export function useOrganizationOptions() {
  return useQuery({ queryKey: queryKeys.organizations.options, queryFn: getOrganizationOptions });
}
