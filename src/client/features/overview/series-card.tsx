import { lazy, Suspense, useId } from 'react';
import { OVERVIEW } from '../../../shared/i18n/en/overview';
import { texts } from '../../i18n';

const OverviewChart = lazy(() => import('./overview-chart'));

const t = texts(OVERVIEW);

export type SeriesCardProps = {
  title: string;
  /** What the chart shows in a sentence: its total and its highest bar. */
  summary: string;
  /** The heading of the table's first column: day or week. */
  bucketName: string;
  /** Each bucket on the axis ('27 Nov') and in the table ('Fri 27 Nov', '21–27 Nov'). */
  labels: string[];
  longLabels: string[];
  values: number[];
  /** A value on the chart's axis, and in the table. */
  format: (value: number) => string;
  formatCell: (value: number) => string;
  /** The name of the series, heading the table's second column. */
  name: string;
  /** Across both columns of the grid on a wide screen. */
  wide?: boolean;
};

/**
 * A chart of one series with its numbers as a real table below it, folded away: a screen
 * reader hears the chart's summary, and opens the table for every day or week.
 */
export function SeriesCard(props: SeriesCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`card card-border min-w-0 border-base-300 bg-base-100 ${props.wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="card-body min-w-0 gap-2 p-4">
        <h2 id={id} className="font-semibold">
          {props.title}
        </h2>
        <div role="img" aria-label={props.summary} className="min-h-[13.5rem] min-w-0">
          <Suspense fallback={<div className="skeleton mt-6 h-[200px] w-full" />}>
            <OverviewChart labels={props.labels} values={props.values} format={props.format} />
          </Suspense>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer py-1 font-medium">{t('overview.numbers')}</summary>
          <table className="table-xs table mt-1">
            <caption className="sr-only">{props.title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.bucketName}</th>
                <th scope="col" className="text-end">
                  {props.name}
                </th>
              </tr>
            </thead>
            <tbody>
              {props.longLabels.map((label, at) => (
                <tr key={label}>
                  <th scope="row" className="font-normal">
                    {label}
                  </th>
                  <td className="text-end tabular-nums">
                    {props.formatCell(props.values[at] ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </section>
  );
}
