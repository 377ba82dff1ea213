import { useQuery } from '@tanstack/react-query';
import type { Price } from '@app/domain';
import { ApiError, api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The rate a movement dated `day` converts at, or null when none was registered by then. */
async function getPriceOn(day: string): Promise<Price | null> {
  try {
    return await api.request<Price>('/api/prices/', { query: { getLast: true, date: day } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const isDay = (day: string | undefined): day is string => !!day && /^\d{4}-\d{2}-\d{2}$/.test(day);

/** The rate of a form's date, refetched as the date changes; disabled until a whole date is typed. */
export function usePriceOn(day: string | undefined) {
  return useQuery({
    queryKey: queryKeys.prices.on(day),
    queryFn: () => getPriceOn(day!),
    enabled: isDay(day),
  });
}
