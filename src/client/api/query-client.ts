import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './http';

const MAX_RETRIES = 3;

/** Spec §9: data kept 5 minutes, 3 retries with exponential back-off capped at 30 s. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60 * 1000,
      staleTime: 30 * 1000,
      // A 4xx will not change by asking again.
      retry: (failures, error) =>
        failures < MAX_RETRIES &&
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});
