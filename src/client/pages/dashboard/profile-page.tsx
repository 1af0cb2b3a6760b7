import { useId } from 'react';
import { actsAs, type Role } from '../../../shared/constants';
import { ACCOUNT } from '../../../shared/i18n/en/account';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import { VerifiedTick } from '../../components/verified-tick';
import { useSession } from '../../features/auth/session';
import {
  useProfileStats,
  useSaveSettings,
  useSettings,
  useTakeUpRole,
} from '../../features/profile/api';
import { BlockedPeople } from '../../features/blocks/blocked-people';
import { AccountSettings } from '../../features/profile/account-settings';
import { CampusChoice } from '../../features/profile/campus-choice';
import { NotifySettings } from '../../features/notifications/notify-settings';
import { StudentBadge } from '../../features/students/student-badge';
import { StudentVerification } from '../../features/students/student-verification';
import { texts } from '../../i18n';
import { formatNumber } from '../../i18n/format';

const t = texts(ACCOUNT);

/** Whether the other side of a booking sees this user's phone number, or keeps to messages. */
function PhonePrivacy() {
  const settings = useSettings();
  // Saving whether the phone is private refreshes the bookings, where it shows.
  const save = useSaveSettings((saved) => {
    toast.success(t(saved.phonePrivate ? 'profile.phonePrivateSaved' : 'profile.phoneSharedSaved'));
  });
  const on = settings.data?.phonePrivate ?? false;
  return (
    <div className="mt-2 flex w-full flex-col items-center gap-1 text-sm">
      <p>{t(on ? 'profile.phonePrivateOn' : 'profile.phonePrivateOff')}</p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="btn btn-outline btn-sm min-h-11"
        disabled={!settings.data || save.isPending}
        onClick={() => save.mutate({ phonePrivate: !on })}
      >
        {t('profile.keepPhonePrivate')}
        <span className={`badge ${on ? 'badge-primary' : 'badge-ghost'}`}>
          {t(on ? 'profile.on' : 'profile.off')}
        </span>
      </button>
    </div>
  );
}

/** The language the user's e-mails are written in, whatever language the pages are read in. */
function EmailLanguage() {
  const id = useId();
  const settings = useSettings();
  const save = useSaveSettings((saved) => {
    toast.success(t('profile.emailLanguageSaved', { language: LOCALE_NAMES[saved.locale] }));
  });
  const locale: Locale | undefined = settings.data?.locale;
  return (
    <div className="mt-2 flex w-full flex-wrap items-center justify-center gap-2 text-sm">
      <label htmlFor={id}>{t('profile.emailLanguage')}</label>
      <select
        id={id}
        className="select select-sm min-h-11 w-auto sm:min-h-8"
        // The choice shows at once; it goes back if the server refuses it.
        value={(save.isPending && save.variables.locale) || locale || ''}
        disabled={!settings.data || save.isPending}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) save.mutate({ locale: chosen });
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Start selling" for a buyer, "Start buying" for a seller: one account for both sides of the
 * market, the role chosen at sign-up kept first.
 */
function OtherSide({ roles }: { roles: readonly Role[] }) {
  const other = roles.includes('seller') ? 'buyer' : 'seller';
  const take = useTakeUpRole((role) =>
    toast.success(t(role === 'seller' ? 'profile.nowSelling' : 'profile.nowBuying')),
  );
  if (roles.includes('buyer') && roles.includes('seller')) return null;
  return (
    <div className="mt-2 flex w-full flex-wrap items-center justify-center gap-2 text-sm">
      <p>{t(other === 'seller' ? 'profile.alsoSell' : 'profile.alsoBuy')}</p>
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm min-h-11"
        disabled={take.isPending}
        onClick={() => take.mutate(other)}
      >
        {take.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {t(other === 'seller' ? 'profile.startSelling' : 'profile.startBuying')}
      </button>
    </div>
  );
}

/** The server names each count in English; the card says it in the reader's language. */
const STAT_KEYS: Record<string, keyof typeof ACCOUNT> = {
  'Books for sale': 'profile.stat.booksForSale',
  'Books sold': 'profile.stat.booksSold',
  Orders: 'profile.stat.orders',
  Paid: 'profile.stat.paid',
  Sellers: 'profile.stat.sellers',
  Buyers: 'profile.stat.buyers',
};
const statLabel = (label: string) => {
  const key = STAT_KEYS[label];
  return key ? t(key) : label;
};

/** Spec §2's profile card, with real counts for the role instead of placeholders. */
export default function ProfilePage() {
  const { data: user } = useSession();
  const stats = useProfileStats();
  if (!user) return null;
  return (
    <section
      aria-labelledby="profile-name"
      className="card card-border mx-auto max-w-md border-base-300 bg-base-100"
    >
      <PageTitle title={t('profile.title')} />
      <div className="card-body items-center gap-3 text-center">
        {user.image ? (
          <img
            src={user.image}
            alt={t('profile.photoOf', { name: user.name })}
            width={112}
            height={112}
            className="size-28 rounded-full object-cover ring-4 ring-primary/20"
          />
        ) : (
          <div
            className="grid size-28 place-items-center rounded-full bg-primary/10 text-4xl font-bold text-primary"
            aria-hidden="true"
          >
            {user.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <h1 id="profile-name" className="flex items-center gap-1 text-2xl font-bold">
          {user.name} <VerifiedTick verified={actsAs(user, 'seller') && user.verified} />
        </h1>
        <p className="text-base-content/75">{user.email}</p>
        <p className="flex flex-wrap justify-center gap-1">
          {user.roles.map((role) => (
            <span key={role} className="badge badge-secondary">
              {t(`profile.role.${role}`)}
            </span>
          ))}
          <StudentBadge verified={user.verifiedStudent} />
        </p>
        <dl className="stats stats-horizontal mt-2 w-full border border-base-300">
          {(stats.data ?? []).map((stat) => (
            <div key={stat.label} className="stat place-items-center px-3">
              <dt className="stat-title">{statLabel(stat.label)}</dt>
              <dd className="stat-value text-2xl">{formatNumber(stat.value)}</dd>
            </div>
          ))}
          {stats.isPending && <div className="skeleton h-20 w-full" aria-hidden="true" />}
        </dl>
        {user.role !== 'admin' && <OtherSide roles={user.roles} />}
        {user.role !== 'admin' && <CampusChoice />}
        {user.role !== 'admin' && <StudentVerification campusChosen={user.campusId !== null} />}
        {user.role !== 'admin' && <PhonePrivacy />}
        <EmailLanguage />
        {user.role !== 'admin' && <NotifySettings />}
        {user.role !== 'admin' && <BlockedPeople />}
        <AccountSettings />
      </div>
    </section>
  );
}
