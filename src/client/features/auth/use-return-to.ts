import { useLocation } from 'react-router';
import { isReturnPath } from '../../../shared/schemas/auth';

/**
 * Where to go after signing in: the page the visitor was sent away from (by a guard, in the
 * navigation's state; by a link that works before the app runs, in `?from=`), or home.
 */
export function useReturnTo(): string {
  const location = useLocation();
  const from =
    (location.state as { from?: string } | null)?.from ??
    new URLSearchParams(location.search).get('from');
  return from && isReturnPath(from) ? from : '/';
}

/** The Login page's address that brings the visitor back to `path` once they are signed in. */
export const loginReturningTo = (path: string) => `/login?from=${encodeURIComponent(path)}`;
