import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';
import { useLocation, useNavigate } from 'react-router';
import { SHOP } from '../../../shared/i18n/en/shop';
// Types only: the schemas' module would bring the validation library into the page's code.
import type { BookPage, BookQuery } from '../../../shared/schemas/books';
import { apiRequest } from '../../api/http';
import { texts } from '../../i18n';
import { bookKeys } from './api';

const t = texts(SHOP);

/** Below Tailwind's `sm`: where the filters wait in a sheet instead of beside the books. */
const PHONE = '(max-width: 639.98px)';

const watchPhone = (change: () => void) => {
  const query = matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** Whether the screen is a phone's; false while a prerendered page is taken over. */
export const useIsPhone = () =>
  useSyncExternalStore(
    watchPhone,
    () => matchMedia(PHONE).matches,
    () => false,
  );

/** The history entry's mark of an open sheet. */
const SHEET = 'filterSheet';

/**
 * A sheet that is open on its own history entry, so that a phone's Back closes it (and Forward
 * opens it again) as it would a page. `hide` steps back off that entry; where there is none
 * before it (the tab was opened on it), it takes the mark off in place.
 */
export function useSheetEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = (location.state as Record<string, unknown> | null)?.[SHEET] === true;
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  return {
    open,
    show: () => void navigate(here, { state: { [SHEET]: true } }),
    hide: () =>
      void (location.key === 'default' ? navigate(here, { replace: true }) : navigate(-1)),
  };
}

/**
 * A sheet rising from the bottom of a phone's screen: a modal <dialog>, which traps the focus and
 * gives it back when it closes, and closes on Esc, on a tap beside it, or with its close button.
 * `onClose` hears each of those; the sheet shows whatever `open` says.
 */
export function BottomSheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom"
      aria-labelledby={titleId}
      // Closed by the browser (Esc, the backdrop): the history entry goes too. Closed because
      // `open` turned false, it already has.
      onClose={() => open && onClose()}
    >
      <div className="modal-box flex max-h-[85dvh] flex-col p-0">
        <div className="flex items-center justify-between gap-2 border-b border-base-300 py-1 ps-4 pe-1">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-circle btn-ghost size-11"
            aria-label={t('shop.closeFilters')}
            onClick={onClose}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {t('shop.closeFilters')}
        </button>
      </form>
    </dialog>
  );
}

const toSearch = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) =>
      v === undefined || v === null || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();

/**
 * How many books a list's filters match, before they are applied: the first page of the market's
 * list, one book long, says it (its count, capped as the list's). The order does not change it.
 */
export function useBookTotal(query: BookQuery, enabled: boolean) {
  const { sort: _order, cursor: _cursor, ...filters } = query;
  return useQuery({
    queryKey: [...bookKeys.all, 'total', filters],
    queryFn: async () =>
      (await apiRequest<BookPage>(`/api/books?${toSearch({ ...filters, limit: 1 })}`)).total ??
      null,
    enabled,
    // The last count stays on the button while the next is asked for.
    placeholderData: keepPreviousData,
  });
}
