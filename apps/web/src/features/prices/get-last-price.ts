import { useQuery } from '@tanstack/react-query';
import type { Price } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The newest rate, or null while none is registered (the API answers 404). */
export async function getLastPrice(): Promise<Price | null> {
  try {
    return await api.request<Price>('/api/prices/', { query: { getLast: true } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useLastPrice() {
  return useQuery({ queryKey: queryKeys.prices.last, queryFn: getLastPrice });
}
