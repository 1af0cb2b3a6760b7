import { useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useBook } from '../../features/books/queries';
import { NotFound } from '../not-found-page';
import { BookForm } from './add-book-page';

/** Edit a listing from My Products: the Add A Book form, filled in. A sold book is not editable. */
export default function EditBookPage() {
  const { id = '' } = useParams();
  const { data: book, isPending, isError } = useBook(id);
  if (isPending) return <Spinner />;
  if (isError || !book)
    return (
      <NotFound title="No such book" back={{ to: '/dashboard/myProducts', label: 'My Products' }} />
    );
  if (book.status === 'sold')
    return (
      <NotFound
        title="A sold book cannot be edited"
        back={{ to: '/dashboard/myProducts', label: 'My Products' }}
      />
    );
  return <BookForm key={book.id} editing={book} />;
}
