import { useState, type ReactNode } from 'react';
import type { AdminUser } from '../../../shared/schemas/users';
import { ConfirmDialog } from '../../components/confirm-dialog';

type Props = {
  /** The user to ask about; the dialog is open while there is one. */
  user: AdminUser | null;
  title: (user: AdminUser) => string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  pending: boolean;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
  children: (user: AdminUser) => ReactNode;
};

/** Asks before an admin action on one user, naming them and saying what will happen. */
export function UserConfirmDialog({ user, title, children, onConfirm, ...rest }: Props) {
  // The dialog goes on naming the last user while it fades out after closing.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <ConfirmDialog
      {...rest}
      open={user !== null}
      title={shown ? title(shown) : ''}
      onConfirm={() => user && onConfirm(user)}
    >
      {shown && <p className="py-3">{children(shown)}</p>}
    </ConfirmDialog>
  );
}
