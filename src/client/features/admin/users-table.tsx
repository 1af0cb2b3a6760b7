import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { ADMIN } from '../../../shared/i18n/en/admin';
import type { AdminUser } from '../../../shared/schemas/users';
import { DeleteDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { VerifiedTick } from '../../components/verified-tick';
import { texts } from '../../i18n';
import { messageText } from '../../i18n/errors';
import { ROW_ACTION } from './row-action';
import { UserConfirmDialog } from './user-confirm-dialog';
import { UserPhoto } from './user-photo';
import { useDeleteUser, useUpdateUser, useUsers } from './api';

const t = texts(ADMIN);

/** Each table's own texts, by their keys. */
const KEYS = {
  seller: { title: 'users.sellers.title', empty: 'users.sellers.empty' },
  buyer: { title: 'users.buyers.title', empty: 'users.buyers.empty' },
} as const;

/** Spec §2's admin tables: number, photo, name, email, status, action. */
export function UsersTable({ role }: { role: 'buyer' | 'seller' }) {
  const keys = KEYS[role];
  const users = useUsers(role);
  const verify = useUpdateUser('userVerified');
  const makeAdmin = useUpdateUser('madeAdmin');
  const remove = useDeleteUser('userDeleted');
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toPromote, setToPromote] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <PageTitle title={t(keys.title)} />
      <h1 id="users-heading" className="text-3xl font-bold">
        {t(keys.title)}
      </h1>
      <DataTable
        query={users}
        numbered
        columns={[
          t('users.col.photo'),
          t('users.col.name'),
          t('users.col.email'),
          t('users.col.status'),
          t('users.col.action'),
        ]}
        empty={t(keys.empty)}
        row={(user) => [
          <UserPhoto user={user} />,
          <span className="font-medium">
            {user.name} <VerifiedTick verified={user.roles.includes('seller') && user.verified} />
            {/* Every capability shows: a buyer who started selling is in both lists. */}
            {user.roles.length > 1 && (
              <span className="badge badge-outline badge-sm ms-1">
                {t(role === 'buyer' ? 'users.alsoSells' : 'users.alsoBuys')}
              </span>
            )}
          </span>,
          user.email,
          role === 'buyer' ? (
            <span className="badge badge-ghost">{t('users.active')}</span>
          ) : user.verified ? (
            <span className="badge badge-info gap-1">
              <BadgeCheck className="size-3" aria-hidden="true" /> {t('users.verified')}
            </span>
          ) : (
            <button
              type="button"
              className={`${ROW_ACTION} btn-info`}
              disabled={verify.isPending}
              onClick={() => verify.mutate({ id: user.id, patch: { verified: true } })}
              aria-label={t('users.verifyLabel', { name: user.name })}
            >
              {t('users.verify')}
            </button>
          ),
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${ROW_ACTION} btn-secondary`}
              disabled={makeAdmin.isPending}
              onClick={() => setToPromote(user)}
              aria-label={t('users.makeAdminLabel', { name: user.name })}
            >
              {t('users.makeAdmin')}
            </button>
            <button
              type="button"
              className={`${ROW_ACTION} btn-error btn-outline`}
              onClick={() => setToDelete(user)}
              aria-label={t('users.deleteLabel', { name: user.name })}
            >
              {t('users.delete')}
            </button>
          </div>,
        ]}
      />
      <DeleteDialog
        item={toDelete}
        title={
          role === 'seller' ? messageText('confirmDeleteUser') : t('users.buyers.confirmDelete')
        }
        remove={remove}
        onClose={() => setToDelete(null)}
      >
        {(item) => t('users.deleteBody', { name: item.name, email: item.email })}
      </DeleteDialog>
      <UserConfirmDialog
        user={toPromote}
        title={(user) => t('users.makeAdminTitle', { name: user.name })}
        confirmLabel={t('users.makeAdmin')}
        tone="primary"
        pending={makeAdmin.isPending}
        onClose={() => setToPromote(null)}
        onConfirm={(user) =>
          makeAdmin.mutate(
            { id: user.id, patch: { role: 'admin' } },
            { onSettled: () => setToPromote(null) },
          )
        }
      >
        {(user) => t('users.makeAdminBody', { name: user.name, email: user.email })}
      </UserConfirmDialog>
    </section>
  );
}
