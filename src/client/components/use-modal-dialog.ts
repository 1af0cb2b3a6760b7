import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown as a modal while `open` (focus kept inside, Esc closes it) and closed when not:
 * the ref to put on it.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return ref;
}
