import { useId, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { Upload } from '../../../shared/schemas/uploads';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { keepLatinDigits } from '../../i18n/typed-digits';
import { useIsbnLookUp } from './actions';

const t = texts(BOOKS);

export type IsbnDetails = {
  isbn: string;
  title: string;
  author: string | null;
  cover: Upload | null;
};

/**
 * The ISBN, with 'Look up': Open Library's title, author and cover fill the form (the server asks,
 * with a short time-out). When it finds nothing or cannot be reached, the seller types the details;
 * the form never stops for it.
 */
export function IsbnField({
  register,
  error,
  onFound,
}: {
  register: UseFormRegisterReturn<'isbn'>;
  error: string | undefined;
  onFound: (details: IsbnDetails) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const lookUp = useIsbnLookUp(onFound);
  const note = error ?? (lookUp.error ? errorText(lookUp.error) : undefined);
  const found = lookUp.data;
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        {t('book.isbn')}
      </label>
      <div className="join w-full">
        <input
          id={id}
          inputMode="numeric"
          placeholder={t('listing.isbnExample')}
          className={`input join-item w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          {...register}
          onChange={(event) => {
            keepLatinDigits(event.target);
            return register.onChange(event);
          }}
          ref={(element) => {
            register.ref(element);
            input.current = element;
          }}
        />
        <button
          type="button"
          className="btn join-item"
          disabled={lookUp.isPending}
          onClick={() => {
            const isbn = input.current?.value.trim();
            if (isbn) lookUp.mutate(isbn);
          }}
        >
          {lookUp.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {t('listing.lookUp')}
        </button>
      </div>
      <p
        id={`${id}-note`}
        className={`min-h-5 text-sm ${error ? 'text-error' : 'text-base-content/80'}`}
        role={note ? 'status' : undefined}
      >
        {note ??
          (found
            ? found.author
              ? t('listing.foundBy', { title: found.title, author: found.author })
              : t('listing.found', { title: found.title })
            : '')}
      </p>
    </div>
  );
}
