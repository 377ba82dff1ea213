import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateIncomeBody, Income } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** Records a manual income; a credit record is applied to the carrier's unpaid loan in the same call. */
export function createIncome(body: CreateIncomeBody, key: string): Promise<Income> {
  return api.request<Income>('/api/ingress', { method: 'POST', body, headers: keyHeader(key) });
}

export function useCreateIncome() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createIncome);
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAfter(queryClient, 'income-created'),
  });
}
