import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A form's submit button: disabled with a spinner while the form is being sent, and disabled in a
 * prerendered page until its script runs, so the browser never sends the form on its own.
 */
export function SubmitButton({
  pending,
  children,
  className = '',
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className}`}
      disabled={pending || !hydrated}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
