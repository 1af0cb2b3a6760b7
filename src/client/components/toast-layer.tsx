import { useEffect, useRef } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';

/**
 * The toasts, in the browser's top layer: a modal <dialog> lives there too, and would otherwise
 * cover them. Within the top layer the element shown last paints on top, so each new toast lifts
 * the layer above any modal opened since. The layer lets clicks through; the toasts take theirs.
 */
export default function ToastLayer() {
  const ref = useRef<HTMLDivElement>(null);
  const { toasts } = useToasterStore();
  const newest = toasts[0]?.id;
  useEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    if (layer.matches(':popover-open')) layer.hidePopover();
    layer.showPopover();
  }, [newest]);
  return (
    <div ref={ref} popover="manual" className="toast-layer">
      {/* react-hot-toast's defaults are spec §9: at most 20, 4 s errors, 2 s success, loading until dismissed. */}
      <Toaster position="top-center" />
    </div>
  );
}
