import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One cache for the app. Lists change through our own mutations, which invalidate them. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry once on a dropped connection or a server fault; a 4xx answer will not change.
      retry: (failures, error) =>
        failures < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
    },
  },
});
