import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

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
      {/* react-hot-toast's defaults are spec §9: at most 20, 4 s errors, 2 s success, loading until dismissed. */}
      <Toaster position="top-center" />
    </Suspense>
  );
}
