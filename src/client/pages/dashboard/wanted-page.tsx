import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { BOOKS } from '../../../shared/i18n/en/books';
import { takaToPoisha } from '../../../shared/money';
import type { SavedSearch } from '../../../shared/schemas/wanted';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { texts } from '../../i18n';
import { formatDate, formatTaka, takaAmount } from '../../i18n/format';
import { categoryName } from '../../i18n/names';
import { marks, rich } from '../../i18n/rich';
import { useShownNotifications } from '../../features/notifications/api';
import { useRemoveSavedSearch, useSavedSearches } from '../../features/wanted/api';

const t = texts(BOOKS);
/** An amount of taka in the reader's digits: 500 → '500' or '৫০০'. */
const taka = (value: number) => takaAmount(takaToPoisha(value));

/** A saved search in words: 'calculus · University Academic · course MAT 101 · up to TK 500'. */
function describe(search: SavedSearch): string {
  const parts = [
    search.q && `“${search.q}”`,
    search.category && categoryName(search.category.id, search.category.name),
    search.course && t('wanted.course', { code: search.course }),
    search.author && t('wanted.by', { author: search.author }),
    search.minPrice !== null && search.maxPrice !== null
      ? t('wanted.priceRange', { min: taka(search.minPrice), max: taka(search.maxPrice) })
      : search.maxPrice !== null
        ? t('wanted.upTo', { max: taka(search.maxPrice) })
        : search.minPrice !== null && t('wanted.from', { min: taka(search.minPrice) }),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Wanted: the searches the reader keeps, and the books listed since that match them (new ones
 * marked until this page has shown them).
 */
export default function WantedPage() {
  const searches = useSavedSearches();
  const { list: notifications, isNew } = useShownNotifications('wanted');
  const remove = useRemoveSavedSearch();
  return (
    <section aria-labelledby="wanted-heading" className="space-y-6">
      <PageTitle title={t('wanted.title')} />
      <h1 id="wanted-heading" className="text-3xl font-bold">
        {t('wanted.title')}
      </h1>
      <section aria-labelledby="matches-heading" className="space-y-3">
        <h2 id="matches-heading" className="text-xl font-semibold">
          {t('wanted.matches')}
        </h2>
        <DataTable
          query={notifications}
          columns={[t('wanted.book'), t('book.price'), t('wanted.listed')]}
          empty={t('wanted.noMatches')}
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
                {isNew(n) && (
                  <span className="badge badge-primary badge-sm ms-2">{t('wanted.new')}</span>
                )}
              </span>
            </Link>,
            n.book.status === 'available' ? formatTaka(n.book.price) : t('wanted.gone'),
            formatDate(n.createdAt, { dateStyle: 'medium' }),
          ]}
        />
      </section>
      <section aria-labelledby="searches-heading" className="space-y-3">
        <h2 id="searches-heading" className="text-xl font-semibold">
          {t('wanted.searches')}
        </h2>
        <DataTable
          query={searches}
          columns={[t('wanted.search'), t('books.action')]}
          empty={rich(t('wanted.none', marks('link')), {
            link: (
              <Link to="/search" className="link link-primary">
                {t('wanted.searchLink')}
              </Link>
            ),
          })}
          row={(search) => [
            <Link to={search.link} className="link-hover font-medium">
              {describe(search)}
            </Link>,
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 text-error sm:min-h-8"
              disabled={remove.isPending}
              onClick={() => remove.mutate(search.id)}
              aria-label={t('wanted.removeLabel', { search: describe(search) })}
            >
              <Trash2 className="size-4" aria-hidden="true" /> {t('books.remove')}
            </button>,
          ]}
        />
      </section>
    </section>
  );
}
