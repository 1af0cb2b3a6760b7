import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the reader was on each history entry, by its location key; kept for the tab's life. */
const positions = new Map<string, number>();

/** The key React Router gave the entry the browser is on now ('default' for the first one). */
const currentEntryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * Back (or forward) to a list returns to where the reader left it. BrowserRouter keeps no scroll
 * positions and the layout starts every new page at its top, so the list notes its position per
 * history entry as the reader scrolls, and puts it back once `ready` (its pages, which the query
 * cache still holds, are drawn again).
 */
export function useScrollKeeper(ready: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const pending = useRef<{ key: string; top: number } | null>(null);

  useEffect(() => {
    // Taken before this entry's own scrolling (the layout's jump to the top, say) is noted.
    const top = positions.get(key);
    pending.current = navigationType === 'POP' && top !== undefined ? { key, top } : null;
    const note = () => {
      // A scroll that lands once the next page has replaced this one is not this entry's.
      if (currentEntryKey() === key) positions.set(key, window.scrollY);
    };
    addEventListener('scroll', note, { passive: true });
    return () => removeEventListener('scroll', note);
  }, [key, navigationType]);

  useEffect(() => {
    const target = pending.current;
    if (!ready || target?.key !== key) return;
    // A frame later: the layout scrolls a page it has just shown to the top after this effect.
    const frame = requestAnimationFrame(() => {
      pending.current = null;
      window.scrollTo(0, target.top);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, key]);
}
