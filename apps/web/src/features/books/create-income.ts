import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateIncomeBody, Income } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { fundsKey } from './get-funds';
import { incomesKey } from './get-incomes';

/** Records a manual income; a credit record is applied to the carrier's unpaid loan in the same call. */
export function createIncome(body: CreateIncomeBody, key: string): Promise<Income> {
  return api.request<Income>('/api/ingress', { method: 'POST', body, headers: keyHeader(key) });
}

// The loans feature's cache, by prefix (features do not import each other's keys).
const loansKey = ['loans'];

export function useCreateIncome() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createIncome);
  return useMutation({
    mutationFn: send,
    onSuccess: (income) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incomesKey }),
        income.isFund && queryClient.invalidateQueries({ queryKey: fundsKey }),
        income.isCredit && queryClient.invalidateQueries({ queryKey: loansKey }),
      ]),
  });
}
