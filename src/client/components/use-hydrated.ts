import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False in prerendered HTML and while React takes over a prerendered page (built for a visitor,
 * without a query string or a session); true from then on. A part that differs for the reader
 * renders the visitor's version first, so the take-over matches the HTML, then the reader's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
