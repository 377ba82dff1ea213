import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Organization } from '@app/domain';
import { api, type Page } from '../../lib/api-client';

export interface PageParams {
  limit: number;
  offset: number;
}

/** Everything cached about organizations (lists, one record, the selector options). */
export const organizationsKey = ['organizations'] as const;
/** Every page of the list. */
export const organizationsListKey = [...organizationsKey, 'list'] as const;

/** One page of the listed (not retired) organizations, newest first. */
export function getOrganizations(page: PageParams): Promise<Page<Organization>> {
  return api.list<Organization>('/api/organization', { query: { limit: page.limit, offset: page.offset } });
}

export function useOrganizations(page: PageParams) {
  return useQuery({
    queryKey: [...organizationsListKey, page],
    queryFn: () => getOrganizations(page),
    placeholderData: keepPreviousData,
  });
}
