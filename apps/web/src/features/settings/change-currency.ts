import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrencyChangeBody, CurrencyChanged } from '@app/domain';
import { api, ApiError } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { unitChanged } from '../../lib/reference-unit';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { changedToast } from './currency-texts';

/** `POST /api/settings/currency`: converts the portfolio to another unit; answers the unit now in force. */
export function postCurrencyChange(body: CurrencyChangeBody, key: string): Promise<CurrencyChanged> {
  return api.request<CurrencyChanged>('/api/settings/currency', {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

export function useChangeCurrency() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(postCurrencyChange);
  return useMutation({
    mutationFn: send,
    // Here, not in the form: the screen may redraw for the new unit before a caller's callback runs.
    onSuccess: async (answer) => {
      notifySuccess(changedToast(answer));
      // Every answer was counted in the old unit: dropped, and the panel remounts in the new one.
      await unitChanged(queryClient, answer);
    },
    // 409: the unit changed meanwhile (another administrator): the screen must show the one in force.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void unitChanged(queryClient);
    },
  });
}
