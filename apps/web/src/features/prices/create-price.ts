import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePriceBody, Price } from '@app/domain';
import { api } from '../../lib/api-client';
import { lastPriceKey } from './get-last-price';
import { pricesListKey } from './get-prices';

/** Registers a new rate; the API answers the stored Price. */
export function createPrice(body: CreatePriceBody): Promise<Price> {
  return api.request<Price>('/api/prices/', { method: 'POST', body });
}

/** The new rate is the newest one: the top bar shows it at once and the lists refetch. */
export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrice,
    onSuccess: async (price) => {
      queryClient.setQueryData(lastPriceKey, price);
      await queryClient.invalidateQueries({ queryKey: pricesListKey });
    },
  });
}
