import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRuleBody, Rule } from '@app/domain';
import { api } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { refreshAfter } from '../../lib/query-keys';

/** Registers a rule typed in Bs; the API stores it in ₽ at the current rate and answers it (201). */
export function createRule(body: CreateRuleBody, key: string): Promise<Rule> {
  return api.request<Rule>('/api/rule/', { method: 'POST', body, headers: keyHeader(key) });
}

/** The new rule is the newest: the list and the approval modal's proposal refetch. */
export function useCreateRule() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(createRule);
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshAfter(queryClient, 'rule-created'),
  });
}
