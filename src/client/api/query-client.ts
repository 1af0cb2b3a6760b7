import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from './http';

const MAX_RETRIES = 3;

/**
 * A change the server refused, said the one way every screen says it: a toast in the reader's
 * language (i18n/errors.ts). A mutation whose screen shows its failure in place (a form's fields,
 * a dialog's line) says so with its own `onError`, and this stays quiet.
 */
function toastRefusal(error: unknown) {
  void Promise.all([import('../i18n/errors'), import('../components/toast')]).then(
    ([{ errorText }, { toast }]) => toast.error(errorText(error)),
  );
}

/** Spec §9: data kept 5 minutes, 3 retries with exponential back-off capped at 30 s. */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.options.onError) toastRefusal(error);
    },
  }),
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

/** Where a page the server rendered with its data carries those answers (prerender.tsx). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** Each answered query as [key, data, when it was answered]: all a page's queries start from. */
export type PageState = [QueryKey, unknown, number][];

/** Puts the answers a page carries where its queries look first, as old as they are. */
export function seedPageState(): void {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  for (const [key, data, updatedAt] of JSON.parse(element.textContent) as PageState)
    queryClient.setQueryData(key, data, { updatedAt });
}
