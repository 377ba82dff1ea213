import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, CreatePriceBody, Price } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys, refreshAfter } from '../../lib/query-keys';
import { isHeld } from '../../lib/four-eyes';

/** Registers a new rate; the API answers the stored Price. */
export function createPrice(body: CreatePriceBody, key: string): Promise<Price | AuthorizationPending> {
  return api.request<Price | AuthorizationPending>('/api/prices/', {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

/** The new rate is the newest one: the top bar shows it at once and the lists refetch. */
export function useCreatePrice() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createPrice);
  return useMutation({
    mutationFn: send,
    onSuccess: async (price) => {
      // Held for a second administrator: no new rate yet.
      if (isHeld(price)) return;
      queryClient.setQueryData(queryKeys.prices.last, price);
      await refreshAfter(queryClient, 'price-created');
    },
  });
}
