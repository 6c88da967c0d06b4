import type { OutboxMail } from '#domain/contracts/outbox';
import { listStateSchema } from '../../lib/list-state';
import { pagedQuery } from '../../lib/paged-list';

/** The outbox's state in the address: search and page. */
export const outboxListState = listStateSchema({});

/**
 * GET /api/admin/outbox, searched on the server and paged. New mail arrives from anywhere at any time, so the
 * list is asked for afresh on every visit (staleTime 0) rather than kept as the app's default (docs/product.md#lists).
 */
export function outboxQuery(state: { search: string; page: number }) {
  return {
    ...pagedQuery<OutboxMail>(['/api/admin/outbox'], { search: state.search }, state.page),
    staleTime: 0,
  };
}
