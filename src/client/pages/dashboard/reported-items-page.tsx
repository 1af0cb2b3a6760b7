import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { formatTaka } from '../../../shared/money';
import type { ReportedBook } from '../../../shared/schemas/books';
import { DeleteDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { VerifiedTick } from '../../components/verified-tick';
import { useDeleteBook, useDismissReport } from '../../features/books/actions';
import { useReportedBooks } from '../../features/books/queries';

/** Spec §2's Reported Products: photo, book name, price, seller name, seller email, delete. */
export default function ReportedItemsPage() {
  const books = useReportedBooks();
  const remove = useDeleteBook();
  const dismiss = useDismissReport();
  const [toDelete, setToDelete] = useState<ReportedBook | null>(null);
  return (
    <section aria-labelledby="reported-heading" className="space-y-4">
      <PageTitle title="Reported Products" />
      <h1 id="reported-heading" className="text-3xl font-bold">
        Reported Products
      </h1>
      <DataTable
        query={books}
        numbered
        columns={[
          'Photo',
          'Book name',
          'Price',
          'Seller name',
          'Seller email',
          'Reports',
          'Action',
        ]}
        empty="No reported products. All clear."
        row={(book) => [
          <img
            src={book.image.replace(/\.webp$/, '-thumb.webp')}
            alt=""
            width={48}
            height={64}
            className="h-16 w-12 rounded object-cover"
          />,
          <span className="font-medium">{book.name}</span>,
          formatTaka(book.price),
          <>
            {book.seller.name} <VerifiedTick verified={book.seller.verified} />
          </>,
          book.seller.email,
          <span title={book.reasons.join('\n') || undefined}>
            {book.reports}
            {book.reasons.length > 0 && (
              <span className="block max-w-48 truncate text-xs text-base-content/75">
                {book.reasons[0]}
              </span>
            )}
          </span>,
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-error btn-xs"
              onClick={() => setToDelete(book)}
              aria-label={`Delete ${book.name}`}
            >
              Delete
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              disabled={dismiss.isPending}
              onClick={() => dismiss.mutate(book.id)}
              aria-label={`Dismiss the reports on ${book.name}`}
            >
              Dismiss
            </button>
          </div>,
        ]}
      />
      <DeleteDialog
        item={toDelete}
        title={MESSAGES.confirmDeleteReported}
        remove={remove}
        onClose={() => setToDelete(null)}
      >
        {(item) => (
          <>
            “{item.name}” by {item.seller.name} will leave the market.
          </>
        )}
      </DeleteDialog>
    </section>
  );
}
