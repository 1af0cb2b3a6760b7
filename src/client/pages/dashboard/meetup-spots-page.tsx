import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN } from '../../../shared/i18n/en/admin';
import { ZMeetupSpotInput } from '../../../shared/schemas/meetup-spots';
import { DataTable } from '../../components/data-table';
import { CampusPicker } from '../../features/campuses/campus-picker';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../components/toast';
import { useAddMeetupSpot, useMeetupSpots, useRemoveMeetupSpot } from '../../features/bookings/api';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';

const t = texts(ADMIN);

/** The admins' list of campus meet-up places, offered to buyers in the booking modal. */
export default function MeetupSpotsPage() {
  // The University of Dhaka's places were the first campus's (migration 0022).
  const [campusId, setCampusId] = useState('du');
  const spots = useMeetupSpots(campusId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const add = useAddMeetupSpot({
    onAdded: (spot) => {
      toast.success(t('spots.added', { name: spot.name }));
      setName('');
    },
    onError: (failure) => setError(errorText(failure)),
  });
  const remove = useRemoveMeetupSpot(() => toast.success(t('spots.removed')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZMeetupSpotInput.safeParse({ name, campusId });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    setError(null);
    add.mutate(checked.data);
  };
  return (
    <section aria-labelledby="spots-heading" className="space-y-4">
      <PageTitle title={t('spots.title')} />
      <h1 id="spots-heading" className="text-3xl font-bold">
        {t('spots.title')}
      </h1>
      <p className="max-w-prose text-base-content/80">{t('spots.intro')}</p>
      <div className="max-w-xl">
        <CampusPicker
          value={campusId}
          clearable={false}
          onChange={(chosen) => chosen && setCampusId(chosen)}
        />
      </div>
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-wrap items-start gap-2">
        <div className="min-w-60 flex-1">
          <label htmlFor={`${ids}-name`} className="sr-only">
            {t('spots.place')}
          </label>
          <input
            id={`${ids}-name`}
            className={`input w-full ${error ? 'input-error' : ''}`}
            placeholder={t('spots.placeholder')}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}-error`}
            onChange={(event) => setName(event.target.value)}
          />
          <p
            id={`${ids}-error`}
            role={error ? 'alert' : undefined}
            className="min-h-5 text-sm text-error"
          >
            {error}
          </p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('spots.add')}
        </button>
      </form>
      <DataTable
        query={spots}
        numbered
        columns={[t('spots.place'), t('users.col.action')]}
        empty={t('spots.empty')}
        row={(spot) => [
          <span className="font-medium">{spot.name}</span>,
          <button
            type="button"
            className="btn btn-ghost btn-sm min-h-11 text-error sm:min-h-8"
            disabled={remove.isPending}
            onClick={() => remove.mutate(spot.id)}
            aria-label={t('spots.removeLabel', { name: spot.name })}
          >
            <Trash2 className="size-4" aria-hidden="true" /> {t('spots.remove')}
          </button>,
        ]}
      />
    </section>
  );
}
