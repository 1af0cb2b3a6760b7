import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { PARTS } from '../../shared/i18n/en/parts';
import { texts } from '../i18n';

const t = texts(PARTS);

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled password input with a button that shows what was typed, and its error underneath.
 * The button is named by its text, not aria-label, so it is not one more thing labelled 'Password'.
 */
export function PasswordField({ label, error, className = '', id, ...props }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const [shown, setShown] = useState(false);
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
      <div className="relative">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          className={`input w-full pe-12 ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...props}
        />
        {/* 44 px square on phones, a finger's width; it may overhang the 40 px field a little. */}
        <button
          type="button"
          className="btn btn-circle btn-ghost absolute end-0 top-1/2 size-11 -translate-y-1/2 sm:end-0.5 sm:size-9"
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only">
            {t(shown ? 'common.hidePassword' : 'common.showPassword')}
          </span>
        </button>
      </div>
      <p id={errorId} className="min-h-5 text-sm text-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
