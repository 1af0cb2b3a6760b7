import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { PARTS } from '../../shared/i18n/en/parts';
import { texts } from '../i18n';

const t = texts(PARTS);

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** 'danger' (the default) for what cannot be undone; 'primary' for a weighty but safe step. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
};

/** A modal question. The native <dialog> traps focus and gives it back when it closes. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  tone = 'danger',
  onConfirm,
  onClose,
}: Props) {
  const ref = useModalDialog(open);
  // A page may hold several dialogs; each is named by its own heading.
  const titleId = useId();
  return (
    <dialog ref={ref} className="modal" onClose={onClose} aria-labelledby={titleId}>
      <div className="modal-box text-start">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

type Removal = {
  mutate: (id: string, options: { onSettled: () => void }) => void;
  isPending: boolean;
};

/** Asks before deleting `item` (open while there is one); confirming runs `remove` and closes. */
export function DeleteDialog<T extends { id: string }>({
  item,
  title,
  remove,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  remove: Removal;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={t('common.delete')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => item && remove.mutate(item.id, { onSettled: onClose })}
    >
      {item && <p className="py-3">{children(item)}</p>}
    </ConfirmDialog>
  );
}
