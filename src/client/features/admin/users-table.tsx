import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import type { AdminUser } from '../../../shared/schemas/users';
import { DeleteDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { VerifiedTick } from '../../components/verified-tick';
import { ROW_ACTION } from './row-action';
import { UserConfirmDialog } from './user-confirm-dialog';
import { UserPhoto } from './user-photo';
import { useDeleteUser, useUpdateUser, useUsers } from './users-api';

const TEXTS = {
  seller: { title: 'All Sellers', empty: 'No sellers yet.', confirm: MESSAGES.confirmDeleteUser },
  buyer: {
    title: 'All Buyers',
    empty: 'No buyers yet.',
    confirm: 'Are you sure, you want to delete this buyer?',
  },
};

/** Spec §2's admin tables: number, photo, name, email, status, action. */
export function UsersTable({ role }: { role: 'buyer' | 'seller' }) {
  const texts = TEXTS[role];
  const users = useUsers(role);
  const verify = useUpdateUser(MESSAGES.userVerified);
  const makeAdmin = useUpdateUser(MESSAGES.madeAdmin);
  const remove = useDeleteUser(MESSAGES.userDeleted);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toPromote, setToPromote] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <PageTitle title={texts.title} />
      <h1 id="users-heading" className="text-3xl font-bold">
        {texts.title}
      </h1>
      <DataTable
        query={users}
        numbered
        columns={['Photo', 'Name', 'Email', 'Status', 'Action']}
        empty={texts.empty}
        row={(user) => [
          <UserPhoto user={user} />,
          <span className="font-medium">
            {user.name} <VerifiedTick verified={user.role === 'seller' && user.verified} />
          </span>,
          user.email,
          role === 'buyer' ? (
            <span className="badge badge-ghost">Active</span>
          ) : user.verified ? (
            <span className="badge badge-info gap-1">
              <BadgeCheck className="size-3" aria-hidden="true" /> Verified
            </span>
          ) : (
            <button
              type="button"
              className={`${ROW_ACTION} btn-info`}
              disabled={verify.isPending}
              onClick={() => verify.mutate({ id: user.id, patch: { verified: true } })}
              aria-label={`Verify ${user.name}`}
            >
              Verify
            </button>
          ),
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${ROW_ACTION} btn-secondary`}
              disabled={makeAdmin.isPending}
              onClick={() => setToPromote(user)}
              aria-label={`Make ${user.name} admin`}
            >
              Make Admin
            </button>
            <button
              type="button"
              className={`${ROW_ACTION} btn-error btn-outline`}
              onClick={() => setToDelete(user)}
              aria-label={`Delete ${user.name}`}
            >
              Delete
            </button>
          </div>,
        ]}
      />
      <DeleteDialog
        item={toDelete}
        title={texts.confirm}
        remove={remove}
        onClose={() => setToDelete(null)}
      >
        {(item) => (
          <>
            {item.name} ({item.email}) will be signed out and their unsold books will leave the
            market. Their past orders stay on record.
          </>
        )}
      </DeleteDialog>
      <UserConfirmDialog
        user={toPromote}
        title={(user) => `Make ${user.name} an admin?`}
        confirmLabel="Make Admin"
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
        {(user) => (
          <>
            {user.name} ({user.email}) will be able to verify sellers, delete users and handle
            reported books. Another admin can take the role back later under Admins.
          </>
        )}
      </UserConfirmDialog>
    </section>
  );
}
