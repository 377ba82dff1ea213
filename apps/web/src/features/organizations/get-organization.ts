import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@app/domain';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** One organization (a retired one too: the API keeps its history readable). */
export function getOrganization(id: number): Promise<Organization> {
  return api.request<Organization>(`/api/organization/${id}`);
}

export function useOrganization(id: number) {
  return useQuery({ queryKey: queryKeys.organizations.detail(id), queryFn: () => getOrganization(id) });
}
