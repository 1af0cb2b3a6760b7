import { Link } from 'react-router';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { formatTaka } from '../../../shared/money';
import type { MyBook } from '../../../shared/schemas/books';
import { DeleteDialog } from '../../components/confirm-dialog';
import { PageTitle } from '../../components/page-title';
import { useAdvertise, useDeleteBook } from '../../features/books/actions';
import { useMyBooks } from '../../features/books/queries';
import { DataTable } from '../../components/data-table';

/** Spec §2's My Products: photo, book name, price, sales status, advertisement, action. */
export default function MyProductsPage() {
  const books = useMyBooks();
  const advertise = useAdvertise();
  const remove = useDeleteBook();
  const [toDelete, setToDelete] = useState<MyBook | null>(null);

  return (
    <section aria-labelledby="my-products-heading" className="space-y-4">
      <PageTitle title="My Products" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-products-heading" className="text-3xl font-bold">
          My Products
        </h1>
        <Link to="/dashboard/addProduct" className="btn btn-primary btn-sm">
          Add a book
        </Link>
      </div>
      <DataTable
        query={books}
        columns={['Photo', 'Book name', 'Price', 'Sales status', 'Advertisement', 'Action']}
        empty="You have not put any book up for sale yet."
        row={(book) => [
          <img
            src={book.thumbnail}
            alt=""
            width={48}
            height={64}
            className="h-16 w-12 rounded object-cover"
          />,
          <Link to={`/book/${book.id}`} className="link-hover font-medium">
            {book.name}
          </Link>,
          formatTaka(book.price),
          <span className={`badge ${book.status === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
            {book.status === 'sold' ? 'Sold' : 'Available'}
          </span>,
          book.advertised || book.status === 'sold' ? (
            <button type="button" className="btn btn-xs" disabled>
              Advertised
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-accent btn-xs"
              disabled={advertise.isPending}
              onClick={() => advertise.mutate(book.id)}
              aria-label={`Advertise ${book.name}`}
            >
              Advertise
            </button>
          ),
          <span className="flex flex-wrap gap-2">
            {book.status !== 'sold' && (
              <Link
                to={`/dashboard/myProducts/${book.id}/edit`}
                className="btn btn-outline btn-xs"
                aria-label={`Edit ${book.name}`}
              >
                Edit
              </Link>
            )}
            <button
              type="button"
              className="btn btn-error btn-outline btn-xs"
              disabled={book.hasPaidBooking}
              title={book.hasPaidBooking ? MESSAGES.bookHasPayment : undefined}
              onClick={() => setToDelete(book)}
              aria-label={`Delete ${book.name}`}
            >
              Delete
            </button>
          </span>,
        ]}
      />
      <DeleteDialog
        item={toDelete}
        title={MESSAGES.confirmDeleteProduct}
        remove={remove}
        onClose={() => setToDelete(null)}
      >
        {(item) => (
          <>“{item.name}” will leave the market, and any open bookings for it will be cancelled.</>
        )}
      </DeleteDialog>
    </section>
  );
}
