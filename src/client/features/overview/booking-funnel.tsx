import { OVERVIEW } from '../../../shared/i18n/en/overview';
import type { OverviewFunnel, OverviewReplies } from '../../../shared/schemas/overview';
import { intlLocale, texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(OVERVIEW);

/** 0.375 → '37.5%' ('৩৭.৫%'); none when there was nothing to divide. */
function formatPercent(rate: number | null): string {
  if (rate === null) return '–';
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    rate,
  );
}

/** A wait in minutes as people say it: 'Under a minute', '12 minutes', '3 h 20 min'. */
function formatWait(minutes: number): string {
  if (minutes < 1) return t('overview.underAMinute');
  const whole = Math.round(minutes);
  if (whole < 60) return t('overview.minutes', { minutes: whole });
  return t('overview.hoursMinutes', {
    hours: formatNumber(Math.floor(whole / 60)),
    minutes: formatNumber(whole % 60),
  });
}

type Step = { label: string; count: number; rate: number | null; of: 'requested' | 'accepted' };

/**
 * What became of the bookings made in the period, step by step (requested → agreed → completed),
 * with how many lapsed or were missed; and how soon sellers first answered a chat.
 */
export function BookingFunnel({
  funnel,
  replies,
}: {
  funnel: OverviewFunnel;
  replies: OverviewReplies;
}) {
  const steps: Step[] = [
    { label: t('overview.requested'), count: funnel.requested, rate: null, of: 'requested' },
    {
      label: t('overview.accepted'),
      count: funnel.accepted,
      rate: funnel.acceptedRate,
      of: 'requested',
    },
    {
      label: t('overview.completed'),
      count: funnel.completed,
      rate: funnel.completedRate,
      of: 'requested',
    },
    { label: t('overview.lapsed'), count: funnel.lapsed, rate: funnel.lapsedRate, of: 'requested' },
    { label: t('overview.noShow'), count: funnel.noShow, rate: funnel.noShowRate, of: 'accepted' },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section
        aria-labelledby="overview-funnel"
        className="card card-border border-base-300 bg-base-100 lg:col-span-2"
      >
        <div className="card-body gap-3 p-4">
          <h2 id="overview-funnel" className="text-xl font-semibold">
            {t('overview.funnel')}
          </h2>
          <p className="text-sm text-base-content/80">{t('overview.funnelIntro')}</p>
          <dl className="space-y-3">
            {steps.map((step, at) => (
              <div
                key={step.label}
                className={`grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1 ${at === 3 ? 'border-t border-base-300 pt-3' : ''}`}
              >
                <dt className="font-medium">{step.label}</dt>
                <dd className="flex flex-wrap items-baseline justify-end gap-x-2">
                  <span className="text-lg font-semibold tabular-nums">
                    {formatNumber(step.count)}
                  </span>
                  {at > 0 && (
                    <span className="text-sm text-base-content/80">
                      {t(step.of === 'accepted' ? 'overview.ofAccepted' : 'overview.ofRequested', {
                        percent: formatPercent(step.rate),
                      })}
                    </span>
                  )}
                </dd>
                {/* The step's share of those requested, drawn; its number is beside it. */}
                <dd className="col-span-2 h-2 rounded-full bg-base-200" aria-hidden="true">
                  <div
                    className={`h-2 rounded-full ${at < 3 ? 'bg-primary' : 'bg-warning'}`}
                    style={{
                      width: `${funnel.requested ? (step.count / funnel.requested) * 100 : 0}%`,
                    }}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section
        aria-labelledby="overview-replies"
        className="card card-border border-base-300 bg-base-100"
      >
        <div className="card-body gap-2 p-4">
          <h2 id="overview-replies" className="text-xl font-semibold">
            {t('overview.replyTime')}
          </h2>
          {replies.medianMinutes === null ? (
            <p className="text-base-content/80">{t('overview.noReplies')}</p>
          ) : (
            <div className="space-y-2">
              <p className="text-3xl font-bold">{formatWait(replies.medianMinutes)}</p>
              <p className="text-sm text-base-content/80">
                {t('overview.replied', {
                  replied: formatNumber(replies.replied),
                  conversations: formatNumber(replies.conversations),
                })}
              </p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
