import { useId, useState, type KeyboardEvent } from 'react';
import { CAMPUS } from '../../../shared/i18n/en/campus';
import { currentLocale, texts } from '../../i18n';
import { useCampuses } from './api';
import { campusesMatching, campusLabel } from './match';

const t = texts(CAMPUS);
/** Options shown at once: enough to choose from on a phone without scrolling far. */
const SHOWN = 8;

type Props = {
  /** The campus chosen, by id, or null for none. */
  value: string | null;
  onChange: (campusId: string | null) => void;
  label?: string;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Offers 'No campus' once one is chosen. */
  clearable?: boolean;
  /** A campus must be chosen (the sign-up form's): marked as its other required fields are. */
  required?: boolean;
  /** One line among others: its label for screen readers only, no room for an error. */
  compact?: boolean;
  placeholder?: string;
};

/**
 * A field that finds a campus by any of its names, in either script (`ju`, `জাবি`,
 * `jahangir`, `savar`): type, then pick with a tap or the arrow keys and Enter. Leaving the field
 * without picking keeps the campus chosen before; 'No campus' clears it.
 */
export function CampusPicker({
  value,
  onChange,
  label = t('campus.label'),
  hint,
  error,
  disabled,
  clearable = true,
  required = false,
  compact = false,
  placeholder = t('campus.placeholder'),
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const campuses = useCampuses();
  const locale = currentLocale();
  const chosen = campuses.data?.find((campus) => campus.id === value) ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = typed !== null;
  const found = open ? campusesMatching(campuses.data ?? [], typed).slice(0, SHOWN) : [];
  const clear = clearable && value !== null;
  const options = [...found.map((campus) => campus.id), ...(clear ? [null] : [])];

  const pick = (campusId: string | null) => {
    onChange(campusId);
    setTyped(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setTyped('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (options.length ? (at + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (options.length > 0) pick(options[Math.min(active, options.length - 1)]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setTyped(null);
    }
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [hint ? hintId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className={compact ? 'relative' : 'fieldset py-0'}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'fieldset-legend pb-1 text-sm'}>
        {label}
        {required && (
          <span className="text-error" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          placeholder={placeholder}
          className={`input w-full ${compact ? 'h-11 sm:h-9' : ''} ${error ? 'input-error' : ''}`}
          disabled={disabled}
          value={open ? typed : chosen ? campusLabel(chosen, locale) : ''}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onKeyDown={onKeyDown}
          onBlur={() => setTyped(null)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute top-full z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
        >
          {found.map((campus, index) => (
            <li
              key={campus.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`flex min-h-11 cursor-pointer flex-col items-start justify-center rounded-field px-3 py-1 ${index === active ? 'bg-base-200' : ''}`}
              // Picked before the field's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(campus.id)}
            >
              <span>{campusLabel(campus, locale)}</span>
              <span className="text-xs text-base-content/75">
                {locale === 'bn' ? campus.cityBn : campus.city}
              </span>
            </li>
          ))}
          {open && found.length === 0 && (
            <li className="px-3 py-2 text-sm text-base-content/75" role="presentation">
              {t('campus.none', { words: typed })}
            </li>
          )}
          {clear && (
            <li
              id={optionId(found.length)}
              role="option"
              aria-selected={active === found.length}
              className={`flex min-h-11 cursor-pointer items-center rounded-field px-3 ${active === found.length ? 'bg-base-200' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(null)}
            >
              {t('campus.clear')}
            </li>
          )}
        </ul>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-base-content/75">
          {hint}
        </p>
      )}
      {!compact && (
        <p
          id={`${id}-error`}
          className="min-h-5 text-sm text-error"
          role={error ? 'alert' : undefined}
        >
          {error}
        </p>
      )}
    </div>
  );
}
