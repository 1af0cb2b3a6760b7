import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../auth/session';
import { conversationKeys } from './unread';

/**
 * While someone is signed in, one event stream tells the page of new messages and read marks, and
 * what they change is asked for again at once. The browser reconnects by itself after a dropped
 * connection, saying the last event it had (Last-Event-ID), and the server sends what it missed;
 * everything about conversations is asked for again on (re)connecting as well. The stream opens once
 * the page is idle, so it never competes with what the page itself loads. Rendered beside the page,
 * not around it: a change of who is signed in must not reach a page still being hydrated.
 */
export function LiveEvents() {
  const signedIn = Boolean(useSession().data);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    // A message or a read mark: the thread it is in is asked for first (an open thread shows it
    // without waiting for the counts), then the rest of what the conversations show.
    const refreshThread = async (event: MessageEvent<string>) => {
      const { conversationId } = JSON.parse(event.data) as { conversationId: string };
      const thread = conversationKeys.one(conversationId);
      await queryClient.invalidateQueries({ queryKey: thread, exact: true });
      await queryClient.invalidateQueries({
        queryKey: conversationKeys.all,
        predicate: (query) => !matchQuery({ queryKey: thread, exact: true }, query),
      });
    };
    const connect = () => {
      source = new EventSource('/api/events');
      // What came between the page's own reads and the stream (or while it was down) is read again.
      source.addEventListener('open', refresh);
      source.addEventListener('resync', refresh);
      // Each kind of event (shared/schemas/messages.ts) changes what the conversations show.
      for (const type of ['message', 'read'])
        source.addEventListener(type, (event) => void refreshThread(event));
      // The bell's rings (a saved search's book, a review, read elsewhere) refresh it alone.
      source.addEventListener('notification', () =>
        queryClient.invalidateQueries({ queryKey: conversationKeys.notifications() }),
      );
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(connect, { timeout: 2000 })
      : window.setTimeout(connect, 500);
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      source?.close();
    };
  }, [signedIn, queryClient]);
  return null;
}
