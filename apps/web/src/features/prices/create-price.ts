import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePriceBody, Price } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { lastPriceKey } from './get-last-price';
import { pricesListKey } from './get-prices';

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
      queryClient.setQueryData(lastPriceKey, price);
      // A form's rate of a given day may be this one now.
      await queryClient.invalidateQueries({ queryKey: [...lastPriceKey, 'on'] });
      await queryClient.invalidateQueries({ queryKey: pricesListKey });
    },
  });
}
