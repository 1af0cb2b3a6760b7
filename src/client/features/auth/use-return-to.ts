import { useLocation } from 'react-router';

/** Where to go after signing in: the page the guard sent the visitor away from, or home. */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
