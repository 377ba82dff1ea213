import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePriceBody, Price } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys, refreshAfter } from '../../lib/query-keys';

/** Registers a new rate; the API answers the stored Price. */
export function createPrice(body: CreatePriceBody, key: string): Promise<Price> {
  return api.request<Price>('/api/prices/', { method: 'POST', body, headers: keyHeader(key) });
}

/** The new rate is the newest one: the top bar shows it at once and the lists refetch. */
export function useCreatePrice() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createPrice);
  return useMutation({
    mutationFn: send,
    onSuccess: async (price) => {
      queryClient.setQueryData(queryKeys.prices.last, price);
      await refreshAfter(queryClient, 'price-created');
    },
  });
}
