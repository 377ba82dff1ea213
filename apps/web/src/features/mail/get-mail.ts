import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailRow, MailState } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import type { ListParams } from '../../lib/list-params';
import { queryKeys } from '../../lib/query-keys';

export interface MailParams extends ListParams<'mail'> {
  state?: MailState;
  /** One recipient's address, whole. */
  to?: string;
}

/** One page of the outbox, newest first. */
export function getMail(params: MailParams, signal?: AbortSignal): Promise<Page<MailRow>> {
  return api.list<MailRow>('/api/mail', { query: { ...params }, signal });
}

export function useMail(params: MailParams) {
  return useQuery({
    queryKey: queryKeys.mail.list(params),
    queryFn: ({ signal }) => getMail(params, signal),
    placeholderData: keepPreviousData,
    // Sends happen in the background: a pending e-mail turns sent without anything invalidating it.
    staleTime: 0,
  });
}
