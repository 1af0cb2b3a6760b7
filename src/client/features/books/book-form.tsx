import { zodResolver } from '../../api/zod-resolver';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { BOOK_CONDITIONS, CATEGORIES, DEFAULT_BOOK_CONDITION } from '../../../shared/constants';
import { BOOKS } from '../../../shared/i18n/en/books';
import { ZBookInput, type Book } from '../../../shared/schemas/books';
import { IsbnField } from './isbn-field';
import { PhotoList, usePhotoList } from './photo-list';
import { showServerFieldErrors } from '../../api/form-errors';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { PageTitle } from '../../components/page-title';
import { intlLocale, texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { categoryName, conditionName } from '../../i18n/names';
import { useSaveBook } from './actions';

const t = texts(BOOKS);

/**
 * The request's own rules; its photos are the photo list's (uploaded as they are chosen), and
 * `photo` carries the list's error.
 */
const ZEditBookForm = ZBookInput.omit({ image: true, photos: true }).extend({
  photo: z.unknown().optional(),
});
type BookFormInput = z.input<typeof ZEditBookForm>;
const checkFields = zodResolver(ZEditBookForm);
type BookFormValues = z.output<typeof ZEditBookForm>;

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

const selectClass = (error?: string) => `select w-full ${error ? 'select-error' : ''}`;

/**
 * Add A Book For Sale, and the same form to edit a listing (`editing`): the same fields and rules,
 * filled in with the book as it is; its photo stays unless another is chosen.
 */
export function BookForm({ editing }: { editing?: Book }) {
  const navigate = useNavigate();
  const photos = usePhotoList(editing?.photos ?? []);
  const { register, handleSubmit, formState, setError, setValue, getValues } = useForm<
    BookFormInput,
    unknown,
    BookFormValues
  >({
    resolver: async (values, context, options) => {
      const result = await checkFields(values, context, options);
      // A book needs a photo: one chosen (or on its way), or a cover found by ISBN.
      if (photos.hasAny()) return result;
      return {
        values: {},
        errors: {
          ...result.errors,
          photo: { type: 'required', message: messageText('photoRequired') },
        },
      };
    },
    defaultValues: editing
      ? valuesOf(editing)
      : {
          name: '',
          location: '',
          sellerPhone: '',
          categoryId: '',
          condition: DEFAULT_BOOK_CONDITION,
          description: '',
        },
  });
  const errors = formState.errors;
  const title = editing ? t('listing.editTitle', { name: editing.name }) : t('listing.addTitle');

  const add = useSaveBook<BookFormValues>({
    editingId: editing?.id,
    // Photos go by their uploads' ids, the cover first.
    photoIds: async () => (await photos.settled()).map((photo) => photo.id),
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

  return (
    <section aria-labelledby="add-book-heading" className="mx-auto max-w-3xl space-y-4">
      <PageTitle title={title} />
      <h1 id="add-book-heading" className="text-3xl font-bold">
        {title}
      </h1>
      <form
        noValidate
        aria-label={t(editing ? 'listing.editForm' : 'listing.addTitle')}
        onSubmit={handleSubmit((values) => add.mutate(values))}
        className="card card-border border-base-300 bg-base-100"
      >
        <div className="card-body grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <TextField
            label={t('listing.name')}
            required
            className="sm:col-span-2"
            error={errors.name?.message}
            {...register('name')}
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
            label={t('book.location')}
            required
            placeholder={t('listing.locationExample')}
            error={errors.location?.message}
            {...register('location')}
          />
          <TextField
            label={t('listing.phone')}
            required
            type="tel"
            autoComplete="tel"
            placeholder={t('listing.phoneExample')}
            error={errors.sellerPhone?.message}
            {...register('sellerPhone')}
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
          <PhotoList list={photos} error={errors.photo?.message} />
          <fieldset className="grid gap-x-4 gap-y-1 sm:col-span-2 sm:grid-cols-2">
            <legend className="pb-1 text-sm font-semibold">{t('listing.details')}</legend>
            <IsbnField
              error={errors.isbn?.message}
              register={register('isbn')}
              onFound={(found) => {
                if (!getValues('name')) setValue('name', found.title, { shouldValidate: true });
                if (found.author && !getValues('author')) setValue('author', found.author);
                if (found.cover) photos.add(found.cover, { first: true });
              }}
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
              label={t('listing.courses')}
              placeholder={t('listing.coursesExample')}
              error={errors.courseCodes?.message}
              {...register('courseCodes')}
            />
            <TextField
              label={t('book.department')}
              placeholder={t('listing.departmentExample')}
              className="sm:col-span-2"
              error={errors.department?.message}
              {...register('department')}
            />
          </fieldset>
          <TextField
            label={t('listing.description')}
            required
            multiline
            className="sm:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="sm:col-span-2">
            <SubmitButton pending={add.isPending} className="w-full sm:w-auto">
              {t(editing ? 'listing.saveChanges' : 'listing.add')}
            </SubmitButton>
          </div>
        </div>
      </form>
    </section>
  );
}
