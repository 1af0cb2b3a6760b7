import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BOOK_CONDITIONS } from '../../shared/constants';
import type { BookQuery } from '../../shared/schemas/books';
import { PageTitle } from '../components/page-title';
import { useCategories } from '../features/categories/api';
import { useBooks } from '../features/books/queries';
import { BookGrid, NoBooks } from '../features/books/book-grid';

const FILTERS = ['q', 'category', 'condition', 'minPrice', 'maxPrice', 'sort'] as const;

/** Search results with their filters in the URL: shareable, and the back button steps through them. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  ) as BookQuery;
  const books = useBooks(query);
  const categories = useCategories();

  const apply = (form: HTMLFormElement) => {
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle title={query.q ? `“${query.q}”` : 'Find a book'} />
      <h1 className="text-3xl font-bold sm:text-4xl">
        {query.q ? `Books matching “${query.q}”` : 'Find a book'}
      </h1>
      <form
        key={params.toString()}
        role="search"
        aria-label="Search and filter books"
        className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        <label className="fieldset py-0 lg:col-span-2">
          <span className="fieldset-legend pb-1 text-sm">Title or words</span>
          <input
            name="q"
            type="search"
            className="input w-full"
            defaultValue={query.q ?? ''}
            placeholder="e.g. calculus"
          />
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pb-1 text-sm">Category</span>
          <select name="category" className="select w-full" defaultValue={query.category ?? ''}>
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pb-1 text-sm">Condition</span>
          <select name="condition" className="select w-full" defaultValue={query.condition ?? ''}>
            <option value="">Any condition</option>
            {BOOK_CONDITIONS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <fieldset className="fieldset py-0">
          <legend className="fieldset-legend pb-1 text-sm">Price (TK)</legend>
          <div className="flex gap-2">
            <input
              name="minPrice"
              type="number"
              min={0}
              inputMode="decimal"
              className="input w-full"
              aria-label="Lowest price in TK"
              placeholder="Min"
              defaultValue={String(query.minPrice ?? '')}
            />
            <input
              name="maxPrice"
              type="number"
              min={0}
              inputMode="decimal"
              className="input w-full"
              aria-label="Highest price in TK"
              placeholder="Max"
              defaultValue={String(query.maxPrice ?? '')}
            />
          </div>
        </fieldset>
        <label className="fieldset py-0">
          <span className="fieldset-legend pb-1 text-sm">Sort by</span>
          <select name="sort" className="select w-full" defaultValue={query.sort ?? ''}>
            <option value="">{query.q ? 'Best match' : 'Newest'}</option>
            <option value="newest">Newest</option>
            <option value="price-asc">Price: low to high</option>
            <option value="price-desc">Price: high to low</option>
          </select>
        </label>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6 lg:justify-end">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setParams(new URLSearchParams())}
          >
            Clear
          </button>
          <button type="submit" className="btn btn-primary">
            <Search className="size-4" aria-hidden="true" /> Show books
          </button>
        </div>
      </form>
      <BookGrid
        query={books}
        empty={
          <NoBooks>
            <p className="text-base-content/75">Try other words or fewer filters.</p>
          </NoBooks>
        }
      />
    </div>
  );
}
