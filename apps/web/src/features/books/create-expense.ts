import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExpenseBody, Expense } from '@app/domain';
import { api } from '../../lib/api-client';
import { expensesKey } from './get-expenses';

/** Records an expense in Bs; the API stores its ₽ at the rate of its date. */
export function createExpense(body: CreateExpenseBody): Promise<Expense> {
  return api.request<Expense>('/api/expenses', { method: 'POST', body });
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
