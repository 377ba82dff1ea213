import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, CreateExpenseBody, Expense } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** Records an expense in Bs; the API stores its ₽ at the rate of its date. */
export function createExpense(body: CreateExpenseBody, key: string): Promise<Expense | AuthorizationPending> {
  return api.request<Expense | AuthorizationPending>('/api/expenses', {
    method: 'POST',
    body,
    headers: keyHeader(key),
  });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createExpense);
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAfter(queryClient, 'expense-created'),
  });
}
