import { useParams } from 'react-router';
import { BOOKS } from '../../../shared/i18n/en/books';
import { Spinner } from '../../components/spinner';
import { NotFound } from '../../components/not-found';
import { BookForm } from '../../features/books/book-form';
import { useBook } from '../../features/books/api';
import { texts } from '../../i18n';

const t = texts(BOOKS);

/** Edit a listing from My Products: the Add A Book form, filled in. A sold book is not editable. */
export default function EditBookPage() {
  const { id = '' } = useParams();
  const { data: book, isPending, isError } = useBook(id);
  if (isPending) return <Spinner />;
  const back = { to: '/dashboard/myProducts', label: t('listing.mine.title') };
  if (isError || !book) return <NotFound title={t('listing.notFound')} back={back} />;
  if (book.status === 'sold') return <NotFound title={t('listing.soldNoEdit')} back={back} />;
  return <BookForm key={book.id} editing={book} />;
}
