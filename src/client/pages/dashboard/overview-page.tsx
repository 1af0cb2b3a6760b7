import { useId, useMemo, useState } from 'react';
import { OVERVIEW } from '../../../shared/i18n/en/overview';
import {
  OVERVIEW_RANGES,
  type Overview,
  type OverviewFigures,
  type OverviewRange,
} from '../../../shared/schemas/overview';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { campusShort } from '../../features/campuses/match';
import { useOverview, useOverviewCampuses } from '../../features/overview/api';
import { BookingFunnel } from '../../features/overview/booking-funnel';
import { SeriesCard, type SeriesCardProps } from '../../features/overview/series-card';
import { currentLocale, texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { formatNumber, formatTaka } from '../../i18n/format';
import { formatMoment } from '../../i18n/moments';

const t = texts(OVERVIEW);

type Series = keyof OverviewFigures;
const SERIES: Series[] = ['newUsers', 'booksListed', 'bookings', 'sales', 'salesAmount'];

/** A Dhaka calendar day ('2026-11-27') as the moment its noon is there, to be written as a date. */
const dhakaNoon = (day: string) => new Date(`${day}T12:00:00+06:00`);
const DAY_MS = 86_400_000;
const short = (day: string) => formatMoment(dhakaNoon(day), { day: 'numeric', month: 'short' });

/** Taka on the chart's axis, whole ('3,400'); the table writes them as money. */
const chartTaka = (taka: number) => formatNumber(Math.round(taka));
const tableTaka = (taka: number) => formatTaka(Math.round(taka * 100));

/** A figure of the series as the cards and tables write it; money from poisha. */
const figure = (series: Series, value: number) =>
  series === 'salesAmount' ? formatTaka(value) : formatNumber(value);

/** Each series' chart and table, from the buckets of the answer. */
function useSeriesCards(overview: Overview | undefined): SeriesCardProps[] {
  return useMemo(() => {
    if (!overview) return [];
    const weekly = overview.bucketDays === 7;
    const labels = overview.buckets.map((bucket) => short(bucket.start));
    const longLabels = overview.buckets.map((bucket) => {
      const first = dhakaNoon(bucket.start);
      if (!weekly) return formatMoment(first, { weekday: 'short', day: 'numeric', month: 'short' });
      const last = new Date(first.getTime() + 6 * DAY_MS);
      const to = formatMoment(last, { day: 'numeric', month: 'short' });
      return `${formatMoment(first, { day: 'numeric', month: 'short' })} – ${to}`;
    });
    return SERIES.map((series) => {
      const money = series === 'salesAmount';
      // The chart counts taka, not poisha.
      const values = overview.buckets.map((bucket) =>
        money ? bucket[series] / 100 : bucket[series],
      );
      const most = values.reduce((best, value, at) => (value > (values[best] ?? 0) ? at : best), 0);
      const name = t(`overview.${series}`);
      return {
        title: t(weekly ? 'overview.perWeek' : 'overview.perDay', { series: name }),
        summary:
          overview.totals[series] === 0
            ? t('overview.summaryNone')
            : t('overview.summary', {
                total: figure(series, overview.totals[series]),
                most: figure(series, overview.buckets[most]![series]),
                when: longLabels[most]!,
              }),
        bucketName: t(weekly ? 'overview.col.week' : 'overview.col.day'),
        labels,
        longLabels,
        values,
        format: money ? chartTaka : formatNumber,
        formatCell: money ? tableTaka : formatNumber,
        name,
      };
    });
  }, [overview]);
}

/** The period's totals, one card each. */
function Headlines({ overview }: { overview: Overview | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {SERIES.map((series) => (
        <div
          key={series}
          className={`rounded-box border border-base-300 bg-base-100 p-4 ${series === 'salesAmount' ? 'col-span-2 sm:col-span-1 xl:col-span-2' : ''}`}
        >
          <dt className="text-sm text-base-content/80">{t(`overview.${series}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {overview ? (
              figure(series, overview.totals[series])
            ) : (
              <span className="skeleton inline-block h-8 w-20 align-middle" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The admins' Overview: the marketplace's figures over the last 30 days or 12 weeks. */
export default function OverviewPage() {
  const [range, setRange] = useState<OverviewRange>('30d');
  const overview = useOverview(range);
  const campuses = useOverviewCampuses(range);
  const cards = useSeriesCards(overview.data);
  const ids = useId();
  const locale = currentLocale();
  const data = overview.data;
  return (
    <section aria-labelledby="overview-heading" className="min-w-0 space-y-6">
      <PageTitle title={t('overview.title')} />
      <h1 id="overview-heading" className="text-3xl font-bold">
        {t('overview.title')}
      </h1>
      <p className="max-w-prose text-base-content/80">{t('overview.intro')}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('overview.range')}</legend>
          <div className="join">
            {OVERVIEW_RANGES.map((choice) => (
              <input
                key={choice}
                type="radio"
                name={`${ids}-range`}
                className="btn join-item"
                aria-label={t(`overview.range.${choice}`)}
                checked={range === choice}
                onChange={() => setRange(choice)}
              />
            ))}
          </div>
        </fieldset>
        {data && (
          <p className="text-sm text-base-content/80">
            {t('overview.span', {
              from: formatMoment(dhakaNoon(data.from), { day: 'numeric', month: 'long' }),
              to: formatMoment(dhakaNoon(data.to), {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              }),
            })}
          </p>
        )}
      </div>
      {overview.isError && (
        <p role="alert" className="text-error">
          {errorText(overview.error)}
        </p>
      )}
      <div
        className={`space-y-6 transition-opacity ${overview.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={overview.isFetching}
      >
        <Headlines overview={data} />
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          {cards.length
            ? cards.map((card, at) => (
                // The last chart, of money, alone on its row: the whole width.
                <SeriesCard key={card.name} wide={at === cards.length - 1} {...card} />
              ))
            : SERIES.map((series) => <div key={series} className="skeleton h-72 w-full" />)}
        </div>
        {data && <BookingFunnel funnel={data.funnel} replies={data.replies} />}
        <section aria-labelledby="overview-campuses" className="space-y-3">
          <h2 id="overview-campuses" className="text-xl font-semibold">
            {t('overview.campuses')}
          </h2>
          <p className="max-w-prose text-sm text-base-content/80">{t('overview.campusesIntro')}</p>
          <DataTable
            query={campuses}
            columns={[t('overview.col.campus'), ...SERIES.map((series) => t(`overview.${series}`))]}
            empty={t('overview.campusesEmpty')}
            row={(row) => [
              <span className="flex flex-col">
                <span className="font-medium">{campusShort(row, locale)}</span>
                <span className="text-sm text-base-content/80">
                  {locale === 'bn' ? row.nameBn : row.name}
                </span>
              </span>,
              ...SERIES.map((series) => (
                <span className="tabular-nums">{figure(series, row[series])}</span>
              )),
            ]}
          />
        </section>
      </div>
    </section>
  );
}
