import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationPending, CreditRequest, DecideRequestBody } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { keyHeader, useKeyedSend } from '../../lib/submission-key';
import { queryKeys, refreshAfter } from '../../lib/query-keys';
import { isHeld } from '../../lib/four-eyes';

/** The API's answer to a decision: its toast text, the request as it now is, and the loan an approval made. */
export interface Decision {
  message: string;
  request: CreditRequest;
  loan: { id: number } | null;
}

/** Rejects a request, or approves it with the loan's data (one transaction on the server). */
export function decideRequest(
  body: DecideRequestBody,
  key: string,
): Promise<Decision | AuthorizationPending> {
  return api.request<Decision | AuthorizationPending>('/api/request-carrier', {
    method: 'PATCH',
    body,
    headers: keyHeader(key),
  });
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  const send = useKeyedSend(decideRequest);
  return useMutation({
    mutationFn: send,
    // The row shows the server's status at once; the refetch then applies the filters (a decided row may leave).
    onSuccess: (answer) => {
      // Held for a second administrator: the request stays as it was.
      if (isHeld(answer)) return;
      const { request } = answer;
      queryClient.setQueriesData<Page<CreditRequest>>(
        { queryKey: queryKeys.creditRequests.adminLists },
        (page) =>
          page ? { ...page, items: page.items.map((r) => (r.id === request.id ? request : r)) } : page,
      );
    },
    // Also on failure: a 409 means someone else decided it, and the lists should say so.
    onSettled: () => void refreshAfter(queryClient, 'request-decided'),
  });
}
