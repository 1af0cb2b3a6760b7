import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatTaka } from '../../../shared/money';
import type { SavedSearch } from '../../../shared/schemas/wanted';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import {
  useNotifications,
  useReadNotifications,
  useRemoveSavedSearch,
  useSavedSearches,
} from '../../features/wanted/queries';

/** A saved search in words: 'calculus · University Academic · course MAT 101 · up to TK 500'. */
function describe(search: SavedSearch): string {
  const parts = [
    search.q && `“${search.q}”`,
    search.category?.name,
    search.course && `course ${search.course}`,
    search.author && `by ${search.author}`,
    search.minPrice !== null && search.maxPrice !== null
      ? `TK ${search.minPrice}–${search.maxPrice}`
      : search.maxPrice !== null
        ? `up to TK ${search.maxPrice}`
        : search.minPrice !== null && `from TK ${search.minPrice}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Wanted: the searches the reader keeps, and the books listed since that match them (new ones
 * marked until this page has shown them).
 */
export default function WantedPage() {
  const searches = useSavedSearches();
  const notifications = useNotifications();
  const remove = useRemoveSavedSearch();
  const read = useReadNotifications();
  const unseen = notifications.data?.some((n) => !n.read) ?? false;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unseen) markRead();
  }, [unseen, markRead]);
  return (
    <section aria-labelledby="wanted-heading" className="space-y-6">
      <PageTitle title="Wanted" />
      <h1 id="wanted-heading" className="text-3xl font-bold">
        Wanted
      </h1>
      <section aria-labelledby="matches-heading" className="space-y-3">
        <h2 id="matches-heading" className="text-xl font-semibold">
          New matches
        </h2>
        <DataTable
          query={notifications}
          columns={['Book', 'Price', 'Listed']}
          empty="No matches yet. Save a search from the search page, and new books that match it show here."
          row={(n) => [
            <Link
              to={`/book/${n.book.id}`}
              className="link-hover flex items-center gap-3 font-medium"
            >
              <img
                src={n.book.thumbnail}
                alt=""
                width={48}
                height={64}
                className="h-16 w-12 rounded object-cover"
              />
              <span>
                {n.book.name}
                {!n.read && <span className="badge badge-primary badge-sm ms-2">New</span>}
              </span>
            </Link>,
            n.book.status === 'available' ? formatTaka(n.book.price) : 'No longer for sale',
            new Date(n.createdAt).toLocaleDateString('en-GB', { dateStyle: 'medium' }),
          ]}
        />
      </section>
      <section aria-labelledby="searches-heading" className="space-y-3">
        <h2 id="searches-heading" className="text-xl font-semibold">
          Saved searches
        </h2>
        <DataTable
          query={searches}
          columns={['Search', 'Action']}
          empty={
            <>
              None yet.{' '}
              <Link to="/search" className="link link-primary">
                Search for a book
              </Link>{' '}
              and press Save this search.
            </>
          }
          row={(search) => [
            <Link to={search.link} className="link-hover font-medium">
              {describe(search)}
            </Link>,
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 text-error sm:min-h-8"
              disabled={remove.isPending}
              onClick={() => remove.mutate(search.id)}
              aria-label={`Remove the search ${describe(search)}`}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Remove
            </button>,
          ]}
        />
      </section>
    </section>
  );
}
