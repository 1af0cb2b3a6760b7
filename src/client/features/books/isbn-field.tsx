import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Upload } from '../../../shared/schemas/uploads';
import { apiRequest } from '../../api/http';

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
  const lookUp = useMutation({
    mutationFn: (isbn: string) => apiRequest<IsbnDetails>(`/api/isbn/${encodeURIComponent(isbn)}`),
    onSuccess: onFound,
  });
  const note = error ?? lookUp.error?.message;
  return (
    <div className="fieldset py-0">
      <label htmlFor={id} className="fieldset-legend pb-1 text-sm">
        ISBN
      </label>
      <div className="join w-full">
        <input
          id={id}
          inputMode="numeric"
          placeholder="e.g. 978-0-306-40615-7"
          className={`input join-item w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          {...register}
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
          Look up
        </button>
      </div>
      <p
        id={`${id}-note`}
        className={`min-h-5 text-sm ${error ? 'text-error' : 'text-base-content/80'}`}
        role={note ? 'status' : undefined}
      >
        {note ??
          (lookUp.data
            ? `Found “${lookUp.data.title}”${lookUp.data.author ? ` by ${lookUp.data.author}` : ''}`
            : '')}
      </p>
    </div>
  );
}
