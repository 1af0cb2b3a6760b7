import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastLayer = lazy(() => import('./toast-layer'));

let wanted = false;
const listeners = new Set<() => void>();

/** Called by the toast module when a screen that toasts loads: the toaster mounts from then on. */
export function mountToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toaster, loaded only once some screen needs it, so pages without toasts don't download it. */
export function ToastHost() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
