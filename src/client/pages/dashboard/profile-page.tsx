import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileStat, Settings } from '../../../shared/schemas/users';
import { apiRequest } from '../../api/http';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import { VerifiedTick } from '../../components/verified-tick';
import { useSession } from '../../features/auth/session';

/** Whether the other side of a booking sees this user's phone number, or keeps to messages. */
function PhonePrivacy() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['me', 'settings'],
    queryFn: () => apiRequest<Settings>('/api/me/settings'),
  });
  const save = useMutation({
    mutationFn: (next: Settings) =>
      apiRequest<Settings>('/api/me/settings', { method: 'PUT', body: next }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['me', 'settings'], saved);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      toast.success(
        saved.phonePrivate
          ? 'Your phone number stays private'
          : 'Your phone number is shared once a meet-up is agreed',
      );
    },
    onError: (error) => toast.error(error.message),
  });
  const on = settings.data?.phonePrivate ?? false;
  return (
    <div className="mt-2 flex w-full flex-col items-center gap-1 text-sm">
      <p>
        {on
          ? 'Your phone number stays private: the other side of a booking writes to you in Messages.'
          : 'Your phone number is shown to the other side of a booking once the meet-up is agreed.'}
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="btn btn-outline btn-sm min-h-11"
        disabled={!settings.data || save.isPending}
        onClick={() => save.mutate({ phonePrivate: !on })}
      >
        Keep my phone number private
        <span className={`badge ${on ? 'badge-primary' : 'badge-ghost'}`}>{on ? 'On' : 'Off'}</span>
      </button>
    </div>
  );
}

const ROLE_LABEL = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

/** Spec §2's profile card, with real counts for the role instead of placeholders. */
export default function ProfilePage() {
  const { data: user } = useSession();
  const stats = useQuery({
    queryKey: ['me', 'stats'],
    queryFn: () => apiRequest<ProfileStat[]>('/api/me/stats'),
  });
  if (!user) return null;
  return (
    <section
      aria-labelledby="profile-name"
      className="card card-border mx-auto max-w-md border-base-300 bg-base-100"
    >
      <PageTitle title="My Profile" />
      <div className="card-body items-center gap-3 text-center">
        {user.image ? (
          <img
            src={user.image}
            alt={`Photo of ${user.name}`}
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
          {user.name} <VerifiedTick verified={user.role === 'seller' && user.verified} />
        </h1>
        <p className="text-base-content/75">{user.email}</p>
        <span className="badge badge-secondary">{ROLE_LABEL[user.role]}</span>
        <dl className="stats stats-horizontal mt-2 w-full border border-base-300">
          {(stats.data ?? []).map((stat) => (
            <div key={stat.label} className="stat place-items-center px-3">
              <dt className="stat-title">{stat.label}</dt>
              <dd className="stat-value text-2xl">{stat.value}</dd>
            </div>
          ))}
          {stats.isPending && <div className="skeleton h-20 w-full" aria-hidden="true" />}
        </dl>
        {user.role !== 'admin' && <PhonePrivacy />}
      </div>
    </section>
  );
}
