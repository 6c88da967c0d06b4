import { infiniteQueryOptions } from '@tanstack/react-query';
import type { OutboxMail } from '../../../domain/contracts/outbox';
import { fetchPage, type Page } from '../../lib/api';

/** Mails per request; "Load more" fetches the next page. */
export const OUTBOX_PAGE_SIZE = 50;

/**
 * GET /api/admin/outbox, searched on the server and paged. New mail arrives from anywhere at any time, so the
 * list is asked for afresh on every visit (staleTime 0) rather than kept as the spec's default.
 */
export function outboxQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/admin/outbox', { search: search || undefined, limit: OUTBOX_PAGE_SIZE }],
    initialPageParam: 0,
    staleTime: 0,
    queryFn: ({ queryKey, pageParam, signal }): Promise<Page<OutboxMail>> =>
      fetchPage<OutboxMail>([...queryKey, { offset: pageParam }], signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return last.data.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
