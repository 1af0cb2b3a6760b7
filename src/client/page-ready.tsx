import { useEffect } from 'react';

let markPageReady: () => void;
/**
 * Settles once React has taken over the first page's own content (its code loaded and hydrated),
 * not only the frame around it: boot.ts presses again, then, what was pressed before.
 */
export const pageReady = new Promise<void>((resolve) => (markPageReady = resolve));

/**
 * Rendered beside the page, inside the boundary its code loads in. Marks the document too
 * (data-page-ready), for whoever must wait for the page's own controls to work.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
    markPageReady();
  }, []);
  return null;
}
