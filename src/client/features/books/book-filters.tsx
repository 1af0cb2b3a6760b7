import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BOOK_CONDITIONS, BOOK_SORTS, MAX_PRICE_TAKA } from '../../../shared/constants';
import { latinDigits, numberOfText } from '../../../shared/digits';
import { BOOKS } from '../../../shared/i18n/en/books';
import { SHOP } from '../../../shared/i18n/en/shop';
import { CAMPUS } from '../../../shared/i18n/en/campus';
import { PARTS } from '../../../shared/i18n/en/parts';
// Types only: the schemas' module would bring the validation library into the page's code.
import type { BookQuery, BookTotal } from '../../../shared/schemas/books';
import { useHydrated } from '../../components/use-hydrated';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { categoryName, conditionName } from '../../i18n/names';
import { useSession } from '../auth/session';
import { CampusScope } from '../campuses/campus-scope';
import { useCategories } from '../categories/api';
import { BottomSheet, useBookTotal, useIsPhone, useSheetEntry } from './filter-sheet';

const t = texts(BOOKS);
const ts = texts(SHOP);
const tc = texts(CAMPUS);
const tp = texts(PARTS);

/**
 * Where a list of books is: the search page filters by words and category too; a category page
 * is one category already, and without words there is no best match to sort by.
 */
export type FilterScope = 'search' | 'category';

const KEYS = {
  search: [
    'q',
    'category',
    'author',
    'course',
    'isbn',
    'condition',
    'minPrice',
    'maxPrice',
    'sort',
    'campus',
    'verifiedStudents',
  ],
  category: ['condition', 'minPrice', 'maxPrice', 'sort', 'campus', 'verifiedStudents'],
} as const satisfies Record<FilterScope, readonly (keyof BookQuery)[]>;
type FilterKey = (typeof KEYS)[FilterScope][number];

const SORTS: Record<FilterScope, readonly string[]> = {
  search: BOOK_SORTS,
  // Newest is a category's own order: the address need not say so.
  category: ['price-asc', 'price-desc'],
};

/** Whether the API takes `value` for the filter `key`, as ZBookQuery checks it. */
function isAccepted(scope: FilterScope, key: FilterKey, value: string) {
  switch (key) {
    case 'q':
      return value.length <= 100;
    case 'category':
      return value.length <= 50;
    case 'author':
      return value.length >= 2 && value.length <= 100;
    case 'course':
    case 'isbn':
      return value.length <= 20;
    case 'condition':
      return (BOOK_CONDITIONS as readonly string[]).includes(value);
    case 'minPrice':
    case 'maxPrice': {
      const price = numberOfText(value);
      return Number.isFinite(price) && price >= 0 && price <= MAX_PRICE_TAKA;
    }
    case 'sort':
      return SORTS[scope].includes(value);
    case 'campus':
      return value === ALL_CAMPUSES || /^[a-z0-9-]{1,40}$/.test(value);
    case 'verifiedStudents':
      return value === 'true';
  }
}

/** The address's word for every campus, where the reader's own would be the default. */
const ALL_CAMPUSES = 'all';

/**
 * The list the API is asked for: at the campus the address names, or at the reader's own when it
 * names none (near me first), or at every campus ('all', or a reader with no campus).
 */
function nearFirst(query: BookQuery, home: string | null): BookQuery {
  const { campus, ...rest } = query;
  const at = campus === ALL_CAMPUSES ? null : (campus ?? home);
  return at ? { ...rest, campus: at } : rest;
}

/** A filter's value as the address keeps it: a price in Latin digits, however it was typed. */
const typedValue = (key: string, value: string) =>
  key === 'minPrice' || key === 'maxPrice' ? latinDigits(value.trim()) : value.trim();

export type BookFiltersState = ReturnType<typeof useBookFilters>;

/**
 * The filters of a list of books, kept in the URL: shareable, and the back button steps through
 * them. A value the API would refuse (typed into the address by hand) is left out.
 */
/** The filters `read` gives (an address's, a form's), but any the API would refuse. */
function readFilters(scope: FilterScope, read: (key: string) => unknown): BookQuery {
  const valid: Record<string, unknown> = {};
  for (const key of KEYS[scope]) {
    const given = read(key);
    const value = typedValue(key, typeof given === 'string' ? given : '');
    if (value && isAccepted(scope, key, value)) valid[key] = value;
  }
  // Prices given the wrong way round mean the range between them.
  if (Number(valid.minPrice) > Number(valid.maxPrice))
    [valid.minPrice, valid.maxPrice] = [valid.maxPrice, valid.minPrice];
  return valid as BookQuery;
}

/**
 * `fixed`: what the list is whatever the filters say (a category page's category), for the count
 * the phone's filter sheet shows before they are applied.
 */
export function useBookFilters(scope: FilterScope, fixed: BookQuery = {}) {
  const [params, setParams] = useSearchParams();
  // A prerendered page is taken over as it was built, then shows the address's filters.
  const hydrated = useHydrated();
  const search = hydrated ? params.toString() : '';
  const { data: user } = useSession();
  const home = hydrated ? (user?.campusId ?? null) : null;
  const query = useMemo(() => {
    const given = new URLSearchParams(search);
    return nearFirst(
      readFilters(scope, (key) => given.get(key)),
      home,
    );
  }, [scope, search, home]);

  /** Each setting someone changed counts once; a price range is one, whichever ends it has. */
  const active = [
    query.q,
    query.category,
    query.author,
    query.course,
    query.isbn,
    query.condition,
    query.minPrice ?? query.maxPrice,
    query.sort,
    query.verifiedStudents,
  ].filter((value) => value !== undefined).length;

  /** The form's filters in the address; `replace`: in place of the entry shown (the sheet's). */
  const apply = (form: HTMLFormElement, { replace = false } = {}) => {
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string' && value.trim()) next.set(key, typedValue(key, value));
    const [min, max] = [next.get('minPrice'), next.get('maxPrice')];
    if (min && max && Number(min) > Number(max)) {
      next.set('minPrice', max);
      next.set('maxPrice', min);
    }
    setParams(next, { replace });
  };
  const clear = () => setParams(new URLSearchParams());
  /** One campus's books, or every campus's (null), the other filters kept. */
  const chooseCampus = (campusId: string | null) => {
    const next = new URLSearchParams(params);
    next.set('campus', campusId ?? ALL_CAMPUSES);
    next.delete('cursor');
    setParams(next);
  };

  return { scope, query, fixed, active, home, revision: search, apply, clear, chooseCampus };
}

/** The filters a form holds now, as the list would read them once applied. */
const formFilters = (scope: FilterScope, form: HTMLFormElement, home: string | null) => {
  const data = new FormData(form);
  return nearFirst(
    readFilters(scope, (key) => data.get(key)),
    home,
  );
};

/**
 * The filter panel of a list of books, with how many it holds. From the `sm` width up the form
 * sits above the list; on a phone the list comes first, and the form waits in a sheet that a
 * 'Filters' button (saying how many filters are on) opens. The sheet's 'Show N books' says how
 * many books the filters chosen match before they are applied.
 */
export function BookFilters({ filters, count }: { filters: BookFiltersState; count: ReactNode }) {
  const phone = useIsPhone();
  const sheet = useSheetEntry();
  const { active } = filters;
  return (
    <div className="flex flex-col gap-4">
      <CampusScope
        at={filters.query.campus ?? null}
        home={filters.home}
        onChoose={filters.chooseCampus}
      />
      <div className="flex min-h-11 items-center justify-between gap-3 sm:order-last sm:min-h-0">
        {count}
        <button
          type="button"
          className="btn btn-outline h-11 sm:hidden"
          aria-haspopup="dialog"
          onClick={sheet.show}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {active > 0
            ? t('search.filtersOn', { count: formatNumber(active) })
            : t('search.filters')}
        </button>
      </div>
      {phone ? (
        <BottomSheet open={sheet.open} title={t('search.filters')} onClose={sheet.hide}>
          {sheet.open && <SheetForm filters={filters} />}
        </BottomSheet>
      ) : (
        <form
          key={filters.revision}
          role="search"
          aria-label={formName(filters.scope)}
          className={`hidden gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid sm:grid-cols-2 sm:items-end ${filters.scope === 'search' ? 'lg:grid-cols-6' : 'lg:grid-cols-5'}`}
          onSubmit={(event) => {
            event.preventDefault();
            filters.apply(event.currentTarget);
          }}
        >
          <FilterFields query={filters.query} scope={filters.scope} />
          <div
            className={`flex items-end justify-end gap-2${filters.scope === 'search' ? ' sm:col-span-2 lg:col-span-6' : ''}`}
          >
            <button type="button" className="btn btn-ghost h-10" onClick={() => filters.clear()}>
              {t('search.clear')}
            </button>
            <button type="submit" className="btn btn-primary h-10">
              <Search className="size-4" aria-hidden="true" /> {t('search.show')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** An empty list at one campus offers every campus's: a book may be a bus ride away. */
export function AllCampusesButton({ filters }: { filters: BookFiltersState }) {
  if (!filters.query.campus) return null;
  return (
    <button
      type="button"
      className="btn btn-outline h-11"
      onClick={() => filters.chooseCampus(null)}
    >
      {tp('common.allCampuses')}
    </button>
  );
}

const formName = (scope: FilterScope) =>
  t(scope === 'search' ? 'search.formSearch' : 'search.formFilter');

/** How long typing rests before the sheet counts what it would show. */
const COUNT_AFTER_MS = 300;

/**
 * The filters in the phone's sheet: changed here, they are counted at once ('Show 12 books'),
 * and applied with that button, which closes the sheet in place of its history entry (Back then
 * steps to the filters before). Clear empties the fields here; nothing changes until applied.
 */
function SheetForm({ filters }: { filters: BookFiltersState }) {
  const { scope } = filters;
  const [chosen, setChosen] = useState(filters.query);
  const wait = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(wait.current), []);
  const total = useBookTotal({ ...filters.fixed, ...chosen }, true);
  const recount = (form: HTMLFormElement, after = COUNT_AFTER_MS) => {
    clearTimeout(wait.current);
    wait.current = setTimeout(() => setChosen(formFilters(scope, form, filters.home)), after);
  };
  const shown = total.data;
  return (
    <form
      role="search"
      aria-label={formName(scope)}
      className="grid gap-3 overflow-y-auto px-4 pt-4"
      // A choice is counted at once; typing, once it rests.
      onChange={(event) =>
        recount(event.currentTarget, event.target instanceof HTMLSelectElement ? 0 : COUNT_AFTER_MS)
      }
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(wait.current);
        filters.apply(event.currentTarget, { replace: true });
      }}
    >
      <FilterFields query={filters.query} scope={scope} />
      <div className="sticky bottom-0 -mx-4 mt-1 grid grid-cols-[auto_1fr] gap-2 border-t border-base-300 bg-base-100 p-4">
        <button
          type="button"
          className="btn btn-ghost h-11"
          onClick={(event) => {
            const form = event.currentTarget.form!;
            for (const field of form.elements)
              if (field instanceof HTMLInputElement && field.type === 'checkbox')
                field.checked = false;
              else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
                field.value = '';
            recount(form, 0);
          }}
        >
          {t('search.clear')}
        </button>
        <button type="submit" className="btn btn-primary h-11">
          {total.isFetching ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Search className="size-4" aria-hidden="true" />
          )}
          {shown
            ? shown.exact
              ? ts('shop.showCount', { count: shown.count })
              : ts('shop.showCountOver', { count: formatNumber(shown.count) })
            : t('search.show')}
        </button>
      </div>
    </form>
  );
}

/** The fields of the filters, as the address has them; the form around them says where. */
function FilterFields({ query, scope }: { query: BookQuery; scope: FilterScope }) {
  const onSearch = scope === 'search';
  const field = 'h-11 w-full sm:h-10';
  return (
    <>
      {onSearch && (
        <>
          <label className="fieldset py-0 lg:col-span-2">
            <span className="fieldset-legend pb-1 text-sm">{t('search.words')}</span>
            <input
              name="q"
              type="search"
              className={`input ${field}`}
              defaultValue={query.q ?? ''}
              placeholder={t('search.wordsExample')}
            />
          </label>
          <CategorySelect className={field} value={query.category} />
          <label className="fieldset py-0">
            <span className="fieldset-legend pb-1 text-sm">{t('book.author')}</span>
            <input
              name="author"
              className={`input ${field}`}
              defaultValue={query.author ?? ''}
              placeholder={t('search.authorExample')}
            />
          </label>
          <label className="fieldset py-0">
            <span className="fieldset-legend pb-1 text-sm">{t('search.course')}</span>
            <input
              name="course"
              className={`input ${field}`}
              defaultValue={query.course ?? ''}
              placeholder={t('search.courseExample')}
            />
          </label>
          {query.isbn && <input type="hidden" name="isbn" defaultValue={query.isbn} />}
        </>
      )}
      {/* The campus is chosen beside the list (CampusScope); applying the filters keeps it. */}
      <input type="hidden" name="campus" defaultValue={query.campus ?? ALL_CAMPUSES} />
      <label className="fieldset py-0">
        <span className="fieldset-legend pb-1 text-sm">{t('book.condition')}</span>
        <select name="condition" className={`select ${field}`} defaultValue={query.condition ?? ''}>
          <option value="">{t('search.anyCondition')}</option>
          {BOOK_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {conditionName(c)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="fieldset py-0">
        <legend className="fieldset-legend pb-1 text-sm">{t('search.price')}</legend>
        <div className="flex gap-2">
          {(['minPrice', 'maxPrice'] as const).map((name) => (
            <input
              key={name}
              name={name}
              inputMode="decimal"
              className={`input ${field}`}
              aria-label={t(name === 'minPrice' ? 'search.minPrice' : 'search.maxPrice')}
              placeholder={t(name === 'minPrice' ? 'search.min' : 'search.max')}
              defaultValue={String(query[name] ?? '')}
            />
          ))}
        </div>
      </fieldset>
      <label className="fieldset py-0">
        <span className="fieldset-legend pb-1 text-sm">{t('search.sortBy')}</span>
        <select name="sort" className={`select ${field}`} defaultValue={query.sort ?? ''}>
          <option value="">{t(query.q ? 'search.bestMatch' : 'search.newest')}</option>
          {onSearch && <option value="newest">{t('search.newest')}</option>}
          <option value="price-asc">{t('search.priceUp')}</option>
          <option value="price-desc">{t('search.priceDown')}</option>
        </select>
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-2 self-end text-sm sm:h-10 sm:min-h-0">
        <input
          type="checkbox"
          name="verifiedStudents"
          value="true"
          className="checkbox checkbox-sm checkbox-primary"
          defaultChecked={query.verifiedStudents === 'true'}
        />
        {tc('student.only')}
      </label>
    </>
  );
}

function CategorySelect({ value, className }: { value?: string; className: string }) {
  const categories = useCategories();
  return (
    <label className="fieldset py-0">
      <span className="fieldset-legend pb-1 text-sm">{t('book.category')}</span>
      {/* Remade once the names arrive, so a category from the address shows as chosen. */}
      <select
        key={categories.data ? 'named' : 'waiting'}
        name="category"
        className={`select ${className}`}
        defaultValue={value ?? ''}
      >
        <option value="">{t('search.allCategories')}</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {categoryName(c.id, c.name)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** '1 book', '1,234 books', or '1,000+ books' past what a filtered list counts to. */
const formatBookCount = ({ count, exact }: BookTotal) =>
  exact ? t('search.count', { count }) : t('search.countOver', { count: formatNumber(count) });

type Listing = UseInfiniteQueryResult<InfiniteData<{ total?: BookTotal }>>;

/** How many books the list holds, from its first page; said again when the filters change it. */
export function BookCount({ query }: { query: Listing }) {
  const total = query.data?.pages[0]?.total;
  return (
    <p role="status" className="text-sm font-medium text-base-content/80">
      {total ? (
        formatBookCount(total)
      ) : query.isPending ? (
        <span className="skeleton inline-block h-4 w-20 align-middle" aria-hidden="true" />
      ) : null}
    </p>
  );
}
