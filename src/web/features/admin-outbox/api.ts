import { outboxCalls } from '#calls/outbox';
import { pagedCallQuery } from '../../lib/calls';

/**
 * GET /api/admin/outbox, searched on the server and paged. New mail arrives from anywhere at any time, so the
 * list is asked for afresh on every visit (staleTime 0) rather than kept as the app's default (docs/product.md#lists).
 */
export function outboxQuery(state: { search: string; page: number }) {
  return {
    ...pagedCallQuery(outboxCalls.list, { query: { search: state.search } }, state.page),
    staleTime: 0,
  };
}
