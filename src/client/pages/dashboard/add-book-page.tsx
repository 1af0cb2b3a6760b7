import { BookForm } from '../../features/books/book-form';

/** Add A Book For Sale: the book form, empty. */
export default function AddBookPage() {
  return <BookForm />;
}
