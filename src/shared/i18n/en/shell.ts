/** What the app's frame says on any page, whatever the page. */
export const SHELL_MESSAGES = {
  routeError: 'Something went wrong!!!',
} as const;
