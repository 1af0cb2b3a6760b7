import { useState } from 'react';
import { ADMIN } from '../../../shared/i18n/en/admin';
import type { ReportedBook } from '../../../shared/schemas/books';
import { DeleteDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { VerifiedTick } from '../../components/verified-tick';
import { useDeleteBook, useDismissReport } from '../../features/books/actions';
import { useReportedBooks } from '../../features/books/api';
import { texts } from '../../i18n';
import { messageText } from '../../i18n/errors';
import { formatNumber, formatTaka } from '../../i18n/format';

const t = texts(ADMIN);

/** Spec §2's Reported Products: photo, book name, price, seller name, seller email, delete. */
export default function ReportedItemsPage() {
  const books = useReportedBooks();
  const remove = useDeleteBook();
  const dismiss = useDismissReport();
  const [toDelete, setToDelete] = useState<ReportedBook | null>(null);
  return (
    <section aria-labelledby="reported-heading" className="space-y-4">
      <PageTitle title={t('reports.title')} />
      <h1 id="reported-heading" className="text-3xl font-bold">
        {t('reports.title')}
      </h1>
      <DataTable
        query={books}
        numbered
        columns={[
          t('users.col.photo'),
          t('reports.col.bookName'),
          t('reports.col.price'),
          t('reports.col.sellerName'),
          t('reports.col.sellerEmail'),
          t('reports.col.reports'),
          t('users.col.action'),
        ]}
        empty={t('reports.empty')}
        row={(book) => [
          <img
            src={book.thumbnail}
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
            {formatNumber(book.reports)}
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
              aria-label={t('reports.deleteLabel', { name: book.name })}
            >
              {t('users.delete')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              disabled={dismiss.isPending}
              onClick={() => dismiss.mutate(book.id)}
              aria-label={t('reports.dismissLabel', { name: book.name })}
            >
              {t('reports.dismiss')}
            </button>
          </div>,
        ]}
      />
      <DeleteDialog
        item={toDelete}
        title={messageText('confirmDeleteReported')}
        remove={remove}
        onClose={() => setToDelete(null)}
      >
        {(item) => t('reports.deleteBody', { name: item.name, seller: item.seller.name })}
      </DeleteDialog>
    </section>
  );
}
