/**
 * The spec's texts the app's frame says on any page, whatever the page: their own catalogue, so
 * the first script a page loads carries these and not the spec's whole MESSAGES (1.8 KB gzipped).
 */
export const SHELL_MESSAGES = {
  routeError: 'Something went wrong!!!',
} as const;
