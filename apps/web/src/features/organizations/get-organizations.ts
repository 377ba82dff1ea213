import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Organization } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';

export type OrganizationsParams = ListParams<'organizations'>;

/** Everything cached about organizations (lists, one record, the selector options). */
export const organizationsKey = ['organizations'] as const;
/** Every page of the list. */
export const organizationsListKey = [...organizationsKey, 'list'] as const;

/** One page of the listed (not retired) organizations, newest first unless `sort` says. */
export function getOrganizations(params: OrganizationsParams): Promise<Page<Organization>> {
  return api.list<Organization>('/api/organization', { query: { ...params } });
}

export function useOrganizations(params: OrganizationsParams) {
  return useQuery({
    queryKey: [...organizationsListKey, params],
    queryFn: () => getOrganizations(params),
    placeholderData: keepPreviousData,
  });
}
