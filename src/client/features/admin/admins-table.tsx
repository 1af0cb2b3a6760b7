import { useState } from 'react';
import { ADMIN_ROLE_TEXTS, type AdminUser } from '../../../shared/schemas/users';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../auth/session';
import { ROW_ACTION } from './row-action';
import { UserConfirmDialog } from './user-confirm-dialog';
import { UserPhoto } from './user-photo';
import { useRemoveAdmin, useUsers } from './users-api';

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Every admin, and a way to take the role back from any of them but yourself. */
export function AdminsTable() {
  const admins = useUsers('admin');
  const { data: me } = useSession();
  const remove = useRemoveAdmin(ADMIN_ROLE_TEXTS.removed);
  const [toRemove, setToRemove] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="admins-heading" className="space-y-4">
      <PageTitle title="Admins" />
      <h1 id="admins-heading" className="text-3xl font-bold">
        Admins
      </h1>
      <p className="text-base-content/75">
        Admins verify sellers, delete users and handle reported books. Make someone an admin from
        All Buyers or All Sellers.
      </p>
      <DataTable
        query={admins}
        numbered
        columns={['Photo', 'Name', 'Email', 'Admin since', 'Action']}
        empty="No admins yet."
        row={(admin) => [
          <UserPhoto user={admin} />,
          <span className="font-medium">{admin.name}</span>,
          <span>{admin.email}</span>,
          admin.adminSince ? (
            <time dateTime={admin.adminSince}>{formatDay(admin.adminSince)}</time>
          ) : (
            <span className="text-base-content/75">Not recorded</span>
          ),
          admin.id === me?.id ? (
            <span className="badge badge-ghost">You</span>
          ) : (
            <button
              type="button"
              className={`${ROW_ACTION} btn-error btn-outline`}
              disabled={remove.isPending}
              onClick={() => setToRemove(admin)}
              aria-label={`Remove ${admin.name} as admin`}
            >
              Remove admin
            </button>
          ),
        ]}
      />
      <UserConfirmDialog
        user={toRemove}
        title={(admin) => `Remove ${admin.name} as admin?`}
        confirmLabel="Remove admin"
        pending={remove.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={(admin) => remove.mutate(admin.id, { onSettled: () => setToRemove(null) })}
      >
        {(admin) => (
          <>
            {admin.name} ({admin.email}) will no longer see the admin pages and goes back to being a{' '}
            {admin.roleBeforeAdmin ?? 'buyer'}. Their account, books and orders stay as they are.
          </>
        )}
      </UserConfirmDialog>
    </section>
  );
}
