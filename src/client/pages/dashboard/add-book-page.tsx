import { Spinner } from '../../components/spinner';
import { BookForm } from '../../features/books/book-form';
import { useListingDefaults } from '../../features/books/listing-defaults';

/**
 * Add A Book For Sale: the book form, with the mobile number, location, category and condition of
 * the seller's last book already in it (a first book starts empty).
 */
export default function AddBookPage() {
  const defaults = useListingDefaults();
  if (defaults.isPending) return <Spinner />;
  return <BookForm defaults={defaults.values} />;
}
