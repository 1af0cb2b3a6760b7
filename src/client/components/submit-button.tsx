import type { ReactNode } from 'react';

/** A form's submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({
  pending,
  children,
  className = '',
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
