import type { FallbackProps } from 'react-error-boundary';
import { CORE } from '../../shared/i18n/en/core';
import { SHELL_MESSAGES } from '../../shared/i18n/en/shell';
import { useSignOut } from '../features/auth/session';
import { texts } from '../i18n';

const t = texts(CORE);
const shell = texts(SHELL_MESSAGES);

/**
 * The error as text; a page whose script failed to download reads 'Loading chunk {id} failed'
 * (spec §8; in Bangla, its Bangla). Any other error shows its own message, as thrown.
 */
export function describeRouteError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const chunk = /(?:dynamically imported module|Importing a module script failed)[:\s]*(\S*)/.exec(
    error.message,
  );
  if (chunk) {
    const id = chunk[1]?.split('/').pop()?.replace(/\.js$/, '') || 'unknown';
    return t('routeError.chunk', { id });
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
      <h1 className="text-3xl font-bold">{shell('routeError')}</h1>
      <p className="max-w-xl font-mono text-error">{describeRouteError(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => signOut.mutate()}>
          {t('routeError.signOut')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </section>
  );
}
