import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROLES } from '../../../shared/constants';
import { CONSOLE } from '../../../shared/i18n/en/console';
import { ACCOUNT } from '../../../shared/i18n/en/account';
import type { UserSearch } from '../../../shared/schemas/user-record';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { useCampuses } from '../../features/campuses/api';
import { campusShort } from '../../features/campuses/match';
import { allItems, queryOf, useUserSearch } from '../../features/console/api';
import { statusText } from '../../features/console/suspension-text';
import { currentLocale, texts } from '../../i18n';
import { formatDate } from '../../i18n/format';

const t = texts(CONSOLE);
const ta = texts(ACCOUNT);

/** The admins' search of every user: by name or address, role, campus, the suspended; to CSV. */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search: UserSearch = {
    q: params.get('q') || undefined,
    role: (ROLES as readonly string[]).includes(params.get('role') ?? '')
      ? (params.get('role') as UserSearch['role'])
      : undefined,
    campus: params.get('campus') || undefined,
    suspended: params.get('suspended') === 'true' ? 'true' : undefined,
  };
  const [typed, setTyped] = useState(search.q ?? '');
  const users = useUserSearch(search);
  const campuses = useCampuses();
  const rows = allItems(users.data);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <PageTitle title={t('directory.title')} />
      <h1 id="users-heading" className="text-3xl font-bold">
        {t('directory.title')}
      </h1>
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: typed.trim() || undefined });
        }}
      >
        <label className="form-control lg:col-span-2">
          <span className="mb-1 text-sm font-medium">{t('directory.search')}</span>
          <span className="join w-full">
            <input
              type="search"
              className="input input-bordered join-item w-full"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-primary join-item">
              {t('directory.find')}
            </button>
          </span>
        </label>
        <label className="form-control">
          <span className="mb-1 text-sm font-medium">{t('directory.role')}</span>
          <select
            className="select select-bordered w-full"
            value={search.role ?? ''}
            onChange={(event) => set({ role: event.target.value || undefined })}
          >
            <option value="">{t('directory.anyRole')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ta(`profile.role.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-control">
          <span className="mb-1 text-sm font-medium">{t('directory.campus')}</span>
          <select
            className="select select-bordered w-full"
            value={search.campus ?? ''}
            onChange={(event) => set({ campus: event.target.value || undefined })}
          >
            <option value="">{t('directory.anyCampus')}</option>
            {campuses.data?.map((campus) => (
              <option key={campus.id} value={campus.id}>
                {campusShort(campus, currentLocale())}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={search.suspended === 'true'}
            onChange={(event) => set({ suspended: event.target.checked ? 'true' : undefined })}
          />
          {t('directory.suspendedOnly')}
        </label>
        <a
          className="btn btn-outline sm:justify-self-start"
          href={`/api/admin/users/export.csv${queryOf({ ...search })}`}
          download
        >
          {t('directory.export')}
        </a>
      </form>
      <DataTable
        query={{ ...users, data: users.data ? rows : undefined } as never}
        columns={[
          t('directory.col.user'),
          t('directory.col.roles'),
          t('directory.col.campus'),
          t('directory.col.joined'),
          t('directory.col.status'),
        ]}
        empty={t('directory.empty')}
        row={(user: (typeof rows)[number]) => [
          <span className="flex min-w-0 flex-col">
            <Link to={`/dashboard/users/${user.id}`} className="link font-medium break-words">
              {user.name}
            </Link>
            <span className="text-sm break-all text-base-content/70">{user.email}</span>
          </span>,
          user.roles.map((role) => ta(`profile.role.${role}`)).join(', '),
          user.campus ?? '—',
          formatDate(user.createdAt, { dateStyle: 'medium' }),
          <span className={user.suspension ? 'font-medium text-error' : ''}>
            {statusText(user)}
          </span>,
        ]}
      />
      {users.hasNextPage && (
        <button
          type="button"
          className="btn"
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          {t('directory.more')}
        </button>
      )}
    </section>
  );
}
