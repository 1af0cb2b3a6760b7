import { useId, type InputHTMLAttributes, type Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  multiline?: boolean;
  /** Small, with no room for an error: a read-only value shown beside others. */
  compact?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** A labelled input (or textarea) with its error underneath, announced to screen readers. */
export function TextField({
  label,
  error,
  multiline,
  compact = false,
  className = '',
  id,
  ...props
}: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const shared = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...props,
  };
  return (
    <div className={`fieldset py-0 ${className}`}>
      <label htmlFor={inputId} className="fieldset-legend pb-1 text-sm">
        {label}
        {props.required && (
          <span className="text-error" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          rows={5}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          {...shared}
        />
      ) : (
        <input
          className={`input w-full ${compact ? 'input-sm' : ''} ${error ? 'input-error' : ''}`}
          {...shared}
        />
      )}
      {!compact && (
        <p id={errorId} className="min-h-5 text-sm text-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
