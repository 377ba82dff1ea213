import { useQuery } from '@tanstack/react-query';
import type { Price } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';

/** The current rate for visitors (the landing's application form), or null before the first one. */
async function getPublicPrice(): Promise<Price | null> {
  try {
    return await api.request<Price>('/api/prices/current', { auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePublicPrice() {
  return useQuery({ queryKey: ['prices', 'public'], queryFn: getPublicPrice, staleTime: 60_000 });
}
