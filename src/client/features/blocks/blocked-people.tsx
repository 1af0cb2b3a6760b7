import { TRADE } from '../../../shared/i18n/en/trade';
import type { BlockedPerson } from '../../../shared/schemas/users';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { useBlock, useBlocked } from './api';

const t = texts(TRADE);

function BlockedRow({ person }: { person: BlockedPerson }) {
  const { unblock } = useBlock(person.id);
  return (
    <li className="flex items-center justify-between gap-2">
      <span className="min-w-0 truncate">{person.name}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm min-h-11 sm:min-h-8"
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(undefined, {
            onSuccess: () => toast.success(t('block.lifted', { name: person.name })),
          })
        }
        aria-label={t('block.liftName', { name: person.name })}
      >
        {t('block.lift')}
      </button>
    </li>
  );
}

/** My Profile's list of the people one blocked, each with the way to lift it; none, no list. */
export function BlockedPeople() {
  const blocked = useBlocked();
  if (!blocked.data?.length) return null;
  return (
    <section
      aria-labelledby="blocked-title"
      className="mt-2 w-full rounded-box border border-base-300 p-4 text-left"
    >
      <h2 id="blocked-title" className="mb-2 font-semibold">
        {t('block.listTitle')}
      </h2>
      <ul className="grid gap-2">
        {blocked.data.map((person) => (
          <BlockedRow key={person.id} person={person} />
        ))}
      </ul>
    </section>
  );
}
