import { zodResolver } from '../../api/zod-resolver';
import { useEffect, useId } from 'react';
import { useForm, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from '../../../shared/schemas/zod';
import { BOOK_CONDITIONS, CATEGORIES, DEFAULT_BOOK_CONDITION } from '../../../shared/constants';
import { BOOKS } from '../../../shared/i18n/en/books';
import { CAMPUS } from '../../../shared/i18n/en/campus';
import { LISTING } from '../../../shared/i18n/en/listing';
import { ZBookInput, type Book } from '../../../shared/schemas/books';
import { IsbnField, type IsbnDetails, type IsbnFilled } from './isbn-field';
import { fillFromIsbn } from './isbn-fill';
import type { ListingDefaults } from './listing-defaults';
import { PhotoList, usePhotoList } from './photo-list';
import { showServerFieldErrors } from '../../api/form-errors';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { PageTitle } from '../../components/page-title';
import { intlLocale, texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { categoryName, conditionName } from '../../i18n/names';
import { useSaveBook } from './actions';
import { useSession } from '../auth/session';
import { CampusChoice } from '../profile/campus-choice';

const t = texts(BOOKS);
const c = texts(CAMPUS);
const l = texts(LISTING);

/**
 * The request's own rules; its photos are the photo list's (uploaded as they are picked), and
 * `photo` carries the list's error.
 */
const ZEditBookForm = ZBookInput.omit({ image: true, photos: true }).extend({
  photo: z.unknown().optional(),
});
type BookFormInput = z.input<typeof ZEditBookForm>;
const checkFields = zodResolver(ZEditBookForm);
type BookFormValues = z.output<typeof ZEditBookForm>;
type FieldName = Exclude<keyof BookFormInput, 'photo'>;

/** The fields in the order they stand on the page: the keyboard goes to the first one wrong. */
const PAGE_ORDER: FieldName[] = [
  'isbn',
  'name',
  'author',
  'edition',
  'purchaseYear',
  'price',
  'originalPrice',
  'offerFloor',
  'description',
  'categoryId',
  'condition',
  'sellerPhone',
  'location',
  'courseCodes',
  'department',
];

/** An edit's starting values: the book as it is, prices back in taka. */
const valuesOf = (book: Book & { sellerPhone: string | null }): BookFormInput => ({
  name: book.name,
  price: book.price / 100,
  originalPrice: book.originalPrice / 100,
  offerFloor: book.offerFloor === null ? null : book.offerFloor / 100,
  location: book.location,
  sellerPhone: book.sellerPhone ?? '',
  categoryId: book.category.id,
  condition: book.condition,
  purchaseYear: book.purchaseYear,
  description: book.description,
  author: book.author ?? '',
  edition: book.edition ?? '',
  isbn: book.isbn ?? '',
  courseCodes: book.courseCodes.join(', '),
  department: book.department ?? '',
});

/** A new listing's starting values: what the seller's last book said of where and how to call. */
const newValues = (defaults: ListingDefaults): DefaultValues<BookFormInput> => ({
  name: '',
  author: '',
  location: defaults.location ?? '',
  sellerPhone: defaults.sellerPhone ?? '',
  categoryId: defaults.categoryId ?? '',
  condition: defaults.condition ?? DEFAULT_BOOK_CONDITION,
  description: '',
});

const selectClass = (error?: string) => `select w-full ${error ? 'select-error' : ''}`;

/**
 * Add A Book For Sale, and the same form to edit a listing (`editing`): the spec's fields and
 * rules, in the order a seller with the book in hand goes: photos first, then the ISBN (which
 * fills the name and author), then what only the seller knows; the mobile number, location,
 * category and condition come from their last book (`defaults`) and can be changed.
 */
export function BookForm({
  editing,
  defaults = {},
}: {
  editing?: Book;
  defaults?: ListingDefaults;
}) {
  const { data: user } = useSession();
  const navigate = useNavigate();
  const photoInputId = useId();
  const photos = usePhotoList(editing?.photos ?? []);
  const {
    register,
    handleSubmit,
    formState,
    setError,
    clearErrors,
    setValue,
    getValues,
    setFocus,
  } = useForm<BookFormInput, unknown, BookFormValues>({
    resolver: async (values, context, options) => {
      const result = await checkFields(values, context, options);
      // A book needs a photo, stored: one picked and uploaded, or a cover found by ISBN.
      const ready = photos.ready();
      if (ready === 'ready') return result;
      const message =
        ready === 'none'
          ? messageText('photoRequired')
          : l(ready === 'uploading' ? 'listingForm.waitForPhotos' : 'listingForm.photosFailed');
      return {
        values: {},
        errors: { ...result.errors, photo: { type: 'required', message } },
      };
    },
    // The photos stand first, and are no input of the form's: the keyboard is sent below.
    shouldFocusError: false,
    defaultValues: editing ? valuesOf(editing) : newValues(defaults),
  });
  const errors = formState.errors;
  const title = editing ? t('listing.editTitle', { name: editing.name }) : t('listing.addTitle');
  const prefilled = !editing && Boolean(defaults.sellerPhone || defaults.location);

  // A photo picked, stored, retried or removed answers the photos' error: it is asked again on
  // the next send.
  useEffect(() => clearErrors('photo'), [photos.photos, clearErrors]);

  const showFirstError = (found: FieldErrors<BookFormInput>) => {
    if (found.photo) return document.getElementById(photoInputId)?.focus();
    const first = PAGE_ORDER.find((name) => found[name]);
    if (first) setFocus(first);
  };

  const fillFound = (found: IsbnDetails): IsbnFilled => {
    const fill = fillFromIsbn(
      { name: getValues('name') ?? '', author: getValues('author') ?? '' },
      found,
    );
    const fields: IsbnFilled['fields'] = [];
    if (fill.name) {
      setValue('name', fill.name, { shouldValidate: true, shouldDirty: true });
      fields.push('name');
    }
    if (fill.author) {
      setValue('author', fill.author, { shouldDirty: true });
      fields.push('author');
    }
    if (found.cover && photos.isEmpty()) {
      photos.addCover({
        id: found.cover.id,
        url: found.cover.url,
        thumbnail: found.cover.thumbnailUrl,
      });
      fields.push('cover');
    }
    return { fields, kept: fill.kept };
  };

  const add = useSaveBook<BookFormValues>({
    editingId: editing?.id,
    // Photos go by their uploads' ids, the cover first; the form is not sent while one uploads.
    photoIds: async () => photos.ids(),
    onSaved: (book) => {
      toast.success(
        editing
          ? t('listing.updated', { name: book.name })
          : messageText('bookAdded', { name: book.name }),
      );
      navigate('/dashboard/myProducts');
    },
    onError: (error) => {
      showServerFieldErrors(error, setError, { image: 'photo', photos: 'photo' });
      toast.error(errorText(error));
    },
  });
  const uploading = photos.counts.uploading > 0;

  return (
    <section aria-labelledby="add-book-heading" className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={title} />
      <h1 id="add-book-heading" className="text-3xl font-bold">
        {title}
      </h1>
      {/* A Google sign-up says where they study before their first book: it is listed there. */}
      {!editing && user && !user.campusId && <CampusChoice prompt={c('campus.first')} />}
      <form
        noValidate
        aria-label={t(editing ? 'listing.editForm' : 'listing.addTitle')}
        onSubmit={handleSubmit((values) => add.mutate(values), showFirstError)}
        className="card card-border border-base-300 bg-base-100"
      >
        <div className="card-body grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <PhotoList list={photos} error={errors.photo?.message} inputId={photoInputId} />
          <IsbnField error={errors.isbn?.message} register={register('isbn')} onFound={fillFound} />
          <TextField
            label={t('listing.name')}
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('book.author')}
            error={errors.author?.message}
            {...register('author')}
          />
          <TextField
            label={t('book.edition')}
            placeholder={t('listing.editionExample')}
            error={errors.edition?.message}
            {...register('edition')}
          />
          <TextField
            label={t('listing.year')}
            required
            inputMode="numeric"
            placeholder={(new Date().getFullYear() - 1).toLocaleString(intlLocale(), {
              useGrouping: false,
            })}
            error={errors.purchaseYear?.message}
            {...register('purchaseYear')}
          />
          <TextField
            label={t('listing.price')}
            required
            inputMode="decimal"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t('listing.originalPrice')}
            required
            inputMode="decimal"
            error={errors.originalPrice?.message}
            {...register('originalPrice')}
          />
          <TextField
            label={t('listing.offerFloor')}
            inputMode="decimal"
            className="sm:col-span-2"
            error={errors.offerFloor?.message}
            {...register('offerFloor')}
          />
          <TextField
            label={t('listing.description')}
            required
            multiline
            className="sm:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="fieldset py-0">
            <label htmlFor="book-category" className="fieldset-legend pb-1 text-sm">
              {t('book.category')}
              <span className="text-error" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="book-category"
              required
              className={selectClass(errors.categoryId?.message)}
              aria-invalid={errors.categoryId ? true : undefined}
              {...register('categoryId')}
            >
              <option value="" disabled>
                {messageText('categoryRequired')}
              </option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryName(c.id, c.name)}
                </option>
              ))}
            </select>
            <p
              className="min-h-5 text-sm text-error"
              role={errors.categoryId ? 'alert' : undefined}
            >
              {errors.categoryId?.message}
            </p>
          </div>
          <div className="fieldset py-0">
            <label htmlFor="book-condition" className="fieldset-legend pb-1 text-sm">
              {t('book.condition')}
              <span className="text-error" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="book-condition"
              required
              className={selectClass(errors.condition?.message)}
              {...register('condition')}
            >
              {BOOK_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {conditionName(c)}
                </option>
              ))}
            </select>
            <p className="min-h-5 text-sm text-error">{errors.condition?.message}</p>
          </div>
          <fieldset
            className="grid gap-x-4 gap-y-1 sm:col-span-2 sm:grid-cols-2"
            aria-describedby={prefilled ? 'book-contact-note' : undefined}
          >
            <legend className="pb-1 text-sm font-semibold">{l('listingForm.contact')}</legend>
            {prefilled && (
              <p id="book-contact-note" className="pb-2 text-sm text-base-content/75 sm:col-span-2">
                {l('listingForm.fromLastBook')}
              </p>
            )}
            <TextField
              label={t('listing.phone')}
              required
              type="tel"
              autoComplete="tel"
              placeholder={t('listing.phoneExample')}
              error={errors.sellerPhone?.message}
              {...register('sellerPhone')}
            />
            <TextField
              label={t('book.location')}
              required
              placeholder={t('listing.locationExample')}
              error={errors.location?.message}
              {...register('location')}
            />
          </fieldset>
          <fieldset className="grid gap-x-4 gap-y-1 sm:col-span-2 sm:grid-cols-2">
            <legend className="pb-1 text-sm font-semibold">{t('listing.details')}</legend>
            <TextField
              label={t('listing.courses')}
              placeholder={t('listing.coursesExample')}
              error={errors.courseCodes?.message}
              {...register('courseCodes')}
            />
            <TextField
              label={t('book.department')}
              placeholder={t('listing.departmentExample')}
              error={errors.department?.message}
              {...register('department')}
            />
          </fieldset>
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
            <button
              type="submit"
              className="btn btn-primary w-full sm:w-auto"
              disabled={add.isPending || uploading}
              aria-describedby="book-submit-note"
            >
              {add.isPending && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              {t(editing ? 'listing.saveChanges' : 'listing.add')}
            </button>
            <p id="book-submit-note" className="text-sm text-base-content/75" aria-live="polite">
              {uploading ? l('listingForm.waitForPhotos') : ''}
            </p>
          </div>
        </div>
      </form>
    </section>
  );
}
