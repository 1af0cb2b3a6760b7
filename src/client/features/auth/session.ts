import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Me } from '../../../shared/schemas/auth';
import { apiRequest } from '../../api/http';
import { rememberSignedIn } from '../../signed-in-hint';

/**
 * The session's query key. It lives here, beside the session query every page loads, so that no
 * page's script carries the sign-in mutations of api.ts (which re-exports it).
 */
export const authKeys = {
  session: ['session'] as const,
};

/** The signed-in user as the server knows them, or null when signed out. */
export async function fetchSession(): Promise<Me | null> {
  const { user } = await apiRequest<{ user: Me | null }>('/api/session');
  rememberSignedIn(user !== null);
  return user;
}

export function useSession() {
  return useQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: 60_000 });
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out, then loads `redirectTo` afresh: nothing of the previous user's data stays in memory,
 * and no guarded page gets to react to the emptied session first.
 */
export function useSignOut(redirectTo: string) {
  // Not a mutation: every page's navigation has this, and the home page's script has no room for
  // the mutation machinery it would bring.
  const [isPending, setPending] = useState(false);
  const mutate = () => {
    setPending(true);
    void signOut()
      .catch(() => undefined)
      .finally(() => window.location.assign(redirectTo));
  };
  return { isPending, mutate };
}
