import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Organization } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export type OrganizationsParams = ListParams<'organizations'>;

/** One page of the listed (not retired) organizations, newest first unless `sort` says. */
export function getOrganizations(params: OrganizationsParams): Promise<Page<Organization>> {
  return api.list<Organization>('/api/organization', { query: { ...params } });
}

export function useOrganizations(params: OrganizationsParams) {
  return useQuery({
    queryKey: queryKeys.organizations.list(params),
    queryFn: () => getOrganizations(params),
    placeholderData: keepPreviousData,
  });
}
