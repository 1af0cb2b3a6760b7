import { CAMPUS } from '../../../shared/i18n/en/campus';
import { PARTS } from '../../../shared/i18n/en/parts';
import { currentLocale, texts } from '../../i18n';
import { useCampuses } from './api';
import { CampusPicker } from './campus-picker';
import { campusShort } from './match';

const t = texts(CAMPUS);
const tp = texts(PARTS);

/**
 * Where a list's books are to be had, one tap from another choice: the reader's own campus (the
 * default, near me first), every campus, or any other campus found by name.
 */
export function CampusScope({
  at,
  home,
  onChoose,
}: {
  /** The campus the list shows, or null for every campus. */
  at: string | null;
  /** The reader's own campus, if they chose one. */
  home: string | null;
  onChoose: (campusId: string | null) => void;
}) {
  const campuses = useCampuses();
  const locale = currentLocale();
  const mine = home ? campuses.data?.find((campus) => campus.id === home) : undefined;
  const chip = (pressed: boolean) =>
    `btn h-11 sm:btn-sm sm:h-9 ${pressed ? 'btn-primary' : 'btn-outline'}`;
  return (
    <div role="group" aria-label={t('campus.where')} className="flex flex-wrap items-center gap-2">
      {home && (
        <button
          type="button"
          aria-pressed={at === home}
          className={chip(at === home)}
          onClick={() => onChoose(home)}
        >
          {mine ? campusShort(mine, locale) : home.toUpperCase()}
        </button>
      )}
      <button
        type="button"
        aria-pressed={at === null}
        className={chip(at === null)}
        onClick={() => onChoose(null)}
      >
        {tp('common.allCampuses')}
      </button>
      <div className="w-full min-w-0 sm:w-72">
        <CampusPicker
          compact
          clearable={false}
          label={t('campus.another')}
          placeholder={t('campus.another')}
          value={at !== home ? at : null}
          onChange={(campusId) => campusId && onChoose(campusId)}
        />
      </div>
    </div>
  );
}
