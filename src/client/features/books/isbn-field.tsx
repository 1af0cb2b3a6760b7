import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toIsbn13 } from '../../../shared/book-details';
import { BOOKS } from '../../../shared/i18n/en/books';
import { LISTING } from '../../../shared/i18n/en/listing';
import type { Upload } from '../../../shared/schemas/uploads';
import { intlLocale, texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { keepLatinDigits } from '../../i18n/typed-digits';
import { useIsbnLookUp } from './actions';
import { IsbnScanner } from './isbn-scanner';

const t = texts(BOOKS);
const l = texts(LISTING);

export type IsbnDetails = {
  isbn: string;
  title: string;
  author: string | null;
  cover: Upload | null;
};

/** What a look-up put in the form, for the field to say so. */
export type IsbnFilled = { fields: ('name' | 'author' | 'cover')[]; kept: boolean };

/** Thirteen digits: nothing longer can follow, so the look-up need not wait for the next field. */
const complete = (text: string) => text.replace(/[\s-]/g, '').length === 13;

/**
 * The ISBN, typed or read from the barcode: as soon as it is a whole valid ISBN (thirteen digits
 * typed, ten and the field left, Enter, 'Look up' or a scan), Open Library's title, author and
 * cover fill what the seller has left empty (the server asks, with a short time-out), and the
 * field says what it filled. When it finds nothing or cannot be reached, the seller types the
 * details; the form never stops for it.
 */
export function IsbnField({
  register,
  error,
  onFound,
}: {
  register: UseFormRegisterReturn<'isbn'>;
  error: string | undefined;
  onFound: (details: IsbnDetails) => IsbnFilled;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [filled, setFilled] = useState<IsbnFilled | null>(null);
  // The last ISBN looked up on its own, so typing on or leaving the field asks once.
  const asked = useRef<string | null>(null);
  const lookUp = useIsbnLookUp((details) => setFilled(onFound(details)));
  const ask = (text: string) => {
    setFilled(null);
    asked.current = toIsbn13(text);
    lookUp.mutate(text.trim());
  };
  const askOnce = (text: string) => {
    const isbn = toIsbn13(text);
    if (isbn && isbn !== asked.current && !lookUp.isPending) ask(text);
  };
  const note = error ?? (lookUp.error ? errorText(lookUp.error) : undefined);
  const found = lookUp.data;
  const names = {
    name: t('listing.name'),
    author: t('book.author'),
    cover: l('listingForm.cover'),
  };
  return (
    <div className="fieldset py-0 sm:col-span-2">
      <label htmlFor={id} className="fieldset-legend pb-0 text-sm">
        {t('book.isbn')}
      </label>
      <p id={`${id}-hint`} className="pb-1 text-sm text-base-content/75">
        {l('listingForm.isbnHint')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="join w-full sm:max-w-md">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('listing.isbnExample')}
            className={`input join-item w-full ${error ? 'input-error' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-note`}
            {...register}
            onChange={(event) => {
              keepLatinDigits(event.target);
              if (complete(event.target.value)) askOnce(event.target.value);
              return register.onChange(event);
            }}
            onBlur={(event) => {
              askOnce(event.target.value);
              return register.onBlur(event);
            }}
            onKeyDown={(event) => {
              // Enter looks the book up; it does not send a half-filled form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (event.currentTarget.value.trim()) ask(event.currentTarget.value);
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
              if (isbn) ask(isbn);
            }}
          >
            {lookUp.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t('listing.lookUp')}
          </button>
        </div>
        <IsbnScanner
          onIsbn={(isbn) => {
            const field = input.current;
            if (!field) return;
            field.value = isbn;
            void register.onChange({ target: field, type: 'change' });
            ask(isbn);
          }}
        />
      </div>
      <div
        id={`${id}-note`}
        className={`min-h-5 text-sm ${note ? (error ? 'text-error' : '') : 'text-base-content/80'}`}
        role="status"
      >
        {note ? (
          <p>{note}</p>
        ) : (
          found && (
            <>
              <p>
                {found.author
                  ? t('listing.foundBy', { title: found.title, author: found.author })
                  : t('listing.found', { title: found.title })}
              </p>
              {filled && filled.fields.length > 0 && (
                <p>
                  {l('listingForm.isbnFilled', {
                    fields: new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
                      filled.fields.map((field) => names[field]),
                    ),
                  })}
                </p>
              )}
              {filled?.kept && <p>{l('listingForm.isbnKept')}</p>}
            </>
          )
        )}
      </div>
    </div>
  );
}
