import { useLocation } from 'react-router';
import { isReturnPath } from '../../../shared/schemas/auth';

/** Where to go after signing in: the page the guard sent the visitor away from, or home. */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return from && isReturnPath(from) ? from : '/';
}
