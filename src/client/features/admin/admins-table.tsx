import { useState } from 'react';
import { ADMIN } from '../../../shared/i18n/en/admin';
import type { AdminUser } from '../../../shared/schemas/users';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { texts } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useSession } from '../auth/session';
import { ROW_ACTION } from './row-action';
import { UserConfirmDialog } from './user-confirm-dialog';
import { UserPhoto } from './user-photo';
import { useRemoveAdmin, useUsers } from './api';

const t = texts(ADMIN);

const formatDay = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** Every admin, and a way to take the role back from any of them but yourself. */
export function AdminsTable() {
  const admins = useUsers('admin');
  const { data: me } = useSession();
  const remove = useRemoveAdmin('removed');
  const [toRemove, setToRemove] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="admins-heading" className="space-y-4">
      <PageTitle title={t('admin.title')} />
      <h1 id="admins-heading" className="text-3xl font-bold">
        {t('admin.title')}
      </h1>
      <p className="text-base-content/75">{t('admin.intro')}</p>
      <DataTable
        query={admins}
        numbered
        columns={[
          t('users.col.photo'),
          t('users.col.name'),
          t('users.col.email'),
          t('admin.col.since'),
          t('users.col.action'),
        ]}
        empty={t('admin.empty')}
        row={(admin) => [
          <UserPhoto user={admin} />,
          <span className="font-medium">{admin.name}</span>,
          <span>{admin.email}</span>,
          admin.adminSince ? (
            <time dateTime={admin.adminSince}>{formatDay(admin.adminSince)}</time>
          ) : (
            <span className="text-base-content/75">{t('admin.notRecorded')}</span>
          ),
          admin.id === me?.id ? (
            <span className="badge badge-ghost">{t('admin.you')}</span>
          ) : (
            <button
              type="button"
              className={`${ROW_ACTION} btn-error btn-outline`}
              disabled={remove.isPending}
              onClick={() => setToRemove(admin)}
              aria-label={t('admin.removeLabel', { name: admin.name })}
            >
              {t('admin.remove')}
            </button>
          ),
        ]}
      />
      <UserConfirmDialog
        user={toRemove}
        title={(admin) => t('admin.removeTitle', { name: admin.name })}
        confirmLabel={t('admin.remove')}
        pending={remove.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={(admin) => remove.mutate(admin.id, { onSettled: () => setToRemove(null) })}
      >
        {(admin) =>
          t('admin.removeBody', {
            name: admin.name,
            email: admin.email,
            role: t(`users.role.${admin.roleBeforeAdmin ?? 'buyer'}`),
          })
        }
      </UserConfirmDialog>
    </section>
  );
}
