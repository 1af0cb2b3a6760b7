import type { FallbackProps } from 'react-error-boundary';
import { SHELL_MESSAGES } from '../../shared/shell-messages';
import { useSignOut } from '../features/auth/session';

/** The error as text; a page whose script failed to download reads 'Loading chunk {id} failed' (spec §8). */
export function describeRouteError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const chunk = /(?:dynamically imported module|Importing a module script failed)[:\s]*(\S*)/.exec(
    error.message,
  );
  if (chunk) {
    const id = chunk[1]?.split('/').pop()?.replace(/\.js$/, '') || 'unknown';
    return `Loading chunk ${id} failed`;
  }
  return error.message;
}

/** Spec §2: 'Something went wrong!!!', the error text, and a 'Sign out' button that goes to /login. */
export function RouteErrorPage({ error }: FallbackProps) {
  const signOut = useSignOut('/login');
  return (
    <section
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center"
      role="alert"
    >
      <h1 className="text-3xl font-bold">{SHELL_MESSAGES.routeError}</h1>
      <p className="max-w-xl font-mono text-error">{describeRouteError(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => signOut.mutate()}>
          Sign out
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </section>
  );
}
