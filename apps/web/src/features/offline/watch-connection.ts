import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { noteAnswer } from '../../lib/connection';

const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Follows the queries' fetches into lib/connection.ts: one without an answer means offline, one
 * answered means back. Starts from what the cache already heard (the page may have asked first).
 */
export function watchConnection(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  // An answer clears both; a kept copy put back by hand comes later (persist-queries.ts).
  if (cache.getAll().some(({ state }) => noAnswer(state.error) || noAnswer(state.fetchFailureReason)))
    noteAnswer(false);
  return cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if ((action.type === 'error' || action.type === 'failed') && noAnswer(action.error)) noteAnswer(false);
    else if (action.type === 'success' && !action.manual) noteAnswer(true);
  });
}
