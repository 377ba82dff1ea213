import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@app/domain';
import { api } from '../../lib/api-client';
import { organizationsKey } from './get-organizations';

export const organizationKey = (id: number) => [...organizationsKey, 'detail', id] as const;

/** One organization (a retired one too: the API keeps its history readable). */
export function getOrganization(id: number): Promise<Organization> {
  return api.request<Organization>(`/api/organization/${id}`);
}

export function useOrganization(id: number) {
  return useQuery({ queryKey: organizationKey(id), queryFn: () => getOrganization(id) });
}
