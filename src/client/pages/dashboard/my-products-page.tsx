import { Link } from 'react-router';
import { useState } from 'react';
import { BOOKS } from '../../../shared/i18n/en/books';
import type { MyBook } from '../../../shared/schemas/books';
import { DeleteDialog } from '../../components/confirm-dialog';
import { PageTitle } from '../../components/page-title';
import { useAdvertise, useDeleteBook } from '../../features/books/actions';
import { useMyBooks } from '../../features/books/api';
import { DataTable } from '../../components/data-table';
import { texts } from '../../i18n';
import { messageText } from '../../i18n/errors';
import { formatTaka } from '../../i18n/format';

const t = texts(BOOKS);

/** Spec §2's My Products: photo, book name, price, sales status, advertisement, action. */
export default function MyProductsPage() {
  const books = useMyBooks();
  const advertise = useAdvertise();
  const remove = useDeleteBook();
  const [toDelete, setToDelete] = useState<MyBook | null>(null);

  return (
    <section aria-labelledby="my-products-heading" className="space-y-4">
      <PageTitle title={t('listing.mine.title')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-products-heading" className="text-3xl font-bold">
          {t('listing.mine.title')}
        </h1>
        <Link to="/dashboard/addProduct" className="btn btn-primary btn-sm">
          {t('listing.mine.add')}
        </Link>
      </div>
      <DataTable
        query={books}
        columns={[
          t('listing.photo'),
          t('listing.mine.name'),
          t('book.price'),
          t('listing.mine.status'),
          t('listing.mine.ad'),
          t('books.action'),
        ]}
        empty={t('listing.mine.empty')}
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
            {t(book.status === 'sold' ? 'book.sold' : 'book.available')}
          </span>,
          book.advertised || book.status === 'sold' ? (
            <button type="button" className="btn btn-xs" disabled>
              {t('listing.mine.advertised')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-accent btn-xs"
              disabled={advertise.isPending}
              onClick={() => advertise.mutate(book.id)}
              aria-label={t('listing.mine.advertiseLabel', { name: book.name })}
            >
              {t('listing.mine.advertise')}
            </button>
          ),
          <span className="flex flex-wrap gap-2">
            {book.status !== 'sold' && (
              <Link
                to={`/dashboard/myProducts/${book.id}/edit`}
                className="btn btn-outline btn-xs"
                aria-label={t('listing.mine.editLabel', { name: book.name })}
              >
                {t('listing.mine.edit')}
              </Link>
            )}
            <button
              type="button"
              className="btn btn-error btn-outline btn-xs"
              disabled={book.hasPaidBooking}
              title={book.hasPaidBooking ? messageText('bookHasPayment') : undefined}
              onClick={() => setToDelete(book)}
              aria-label={t('listing.mine.deleteLabel', { name: book.name })}
            >
              {t('listing.mine.delete')}
            </button>
          </span>,
        ]}
      />
      <DeleteDialog
        item={toDelete}
        title={messageText('confirmDeleteProduct')}
        remove={remove}
        onClose={() => setToDelete(null)}
      >
        {(item) => t('listing.mine.deleteBody', { name: item.name })}
      </DeleteDialog>
    </section>
  );
}
