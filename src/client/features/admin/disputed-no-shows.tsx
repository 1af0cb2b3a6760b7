import { Link } from 'react-router';
import { ADMIN } from '../../../shared/i18n/en/admin';
import { DataTable } from '../../components/data-table';
import { texts } from '../../i18n';
import { formatMeetupMoment } from '../../i18n/moments';
import { useDecideNoShow, useDisputedNoShows } from './api';
import { ROW_ACTION } from './row-action';

const t = texts(ADMIN);

/**
 * No-shows the absent side disputed, for an admin to decide after reading the conversation:
 * upheld counts it against them on the public page; set aside, it never counts.
 */
export function DisputedNoShows() {
  const disputes = useDisputedNoShows();
  const decide = useDecideNoShow();
  return (
    <section aria-labelledby="no-shows-heading" className="space-y-3">
      <h2 id="no-shows-heading" className="text-2xl font-bold">
        {t('noShows.title')}
      </h2>
      <p className="text-sm text-base-content/75">{t('noShows.intro')}</p>
      <DataTable
        query={disputes}
        columns={[
          t('noShows.col.book'),
          t('noShows.col.absent'),
          t('noShows.col.meetup'),
          t('noShows.col.words'),
          t('noShows.col.decide'),
        ]}
        empty={t('noShows.empty')}
        row={(item) => [
          <span className="flex flex-col gap-1">
            <span className="font-medium">{item.bookName}</span>
            {item.conversationId && (
              <Link to={`/dashboard/reportedChats/${item.conversationId}`} className="link text-sm">
                {t('noShows.read')}
              </Link>
            )}
          </span>,
          t(`noShows.absent.${item.absent}`, {
            name: item.absent === 'buyer' ? item.buyerName : item.sellerName,
          }),
          <span className="flex flex-col">
            {item.meetAt && <time dateTime={item.meetAt}>{formatMeetupMoment(item.meetAt)}</time>}
            <span className="text-sm text-base-content/75">{item.meetingLocation}</span>
          </span>,
          <span className="block max-w-64 whitespace-pre-line break-words">{item.reason}</span>,
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${ROW_ACTION} btn-error`}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: item.id, upheld: true })}
              aria-label={t('noShows.upholdLabel', { book: item.bookName })}
            >
              {t('noShows.uphold')}
            </button>
            <button
              type="button"
              className={`${ROW_ACTION} btn-ghost`}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: item.id, upheld: false })}
              aria-label={t('noShows.rejectLabel', { book: item.bookName })}
            >
              {t('noShows.reject')}
            </button>
          </div>,
        ]}
      />
    </section>
  );
}
