import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENT_NAME, type LiveEvent } from '../../domain/contracts/live-events';

/**
 * Which cached answers a live notice makes stale, by the URL in their query key (keys are the URLs they
 * load). The screens showing them refetch; nothing polls.
 */
export function staleUrlsOf(event: LiveEvent): (url: string) => boolean {
  switch (event.type) {
    case 'chat': {
      const project = `/api/projects/${event.projectId}/`;
      return (url) =>
        url.startsWith(`${project}chat`) ||
        url.startsWith(`${project}unread-messages`) ||
        url.startsWith('/api/unread-messages') ||
        url.startsWith('/api/chats');
    }
    case 'customer-message': {
      const project = `/api/projects/${event.projectId}/`;
      return (url) =>
        url.startsWith(`${project}customers/${event.customerId}/messages`) ||
        url.startsWith(`${project}unread-messages`) ||
        url.startsWith('/api/unread-messages') ||
        url.startsWith('/api/chats');
    }
    case 'calendar':
      return (url) => url.includes('/calendar');
    case 'resync':
      return () => true;
  }
}

export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  const stale = staleUrlsOf(event);
  void client.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && stale(query.queryKey[0]),
  });
}

/**
 * One event stream per signed-in tab (GET /api/events). The browser's EventSource reconnects by itself; after a
 * reconnection everything live is refetched, since notices sent while the stream was down are gone. When the
 * server refuses the stream (the session ended), the user query is refetched, whose 401 leads to sign-in.
 */
export function useLiveUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    let opened = false;
    source.addEventListener(LIVE_EVENT_NAME, (message) => {
      try {
        applyLiveEvent(client, JSON.parse((message as MessageEvent<string>).data) as LiveEvent);
      } catch {
        // A notice this version does not understand: ignore it.
      }
    });
    source.addEventListener('open', () => {
      if (opened) applyLiveEvent(client, { type: 'resync' });
      opened = true;
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED)
        void client.invalidateQueries({ queryKey: ['/api/user'] });
    });
    return () => source.close();
  }, [client, enabled]);
}
