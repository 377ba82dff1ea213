import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalEntry, JournalSource } from '@app/domain';
import { api, type Page } from '../../lib/api-client';
import { booksKeys } from './books-keys';

export interface JournalParams {
  limit: number;
  offset: number;
  /** 'YYYY-MM-DD', both ends included. */
  from?: string;
  to?: string;
  /** An account's code: the entries with a line on it. */
  account?: string;
  source?: JournalSource;
}

/** `GET /api/journal`: one page of entries, newest first, each with its lines. */
export function getJournal(params: JournalParams, signal?: AbortSignal): Promise<Page<JournalEntry>> {
  return api.list<JournalEntry>('/api/journal', { query: { ...params }, signal });
}

export function useJournal(params: JournalParams) {
  return useQuery({
    queryKey: booksKeys.journal(params),
    queryFn: ({ signal }) => getJournal(params, signal),
    placeholderData: keepPreviousData,
  });
}
