import { listStateSchema } from '../../lib/list-state';

/** The outbox's state in the address: search and page. */
export const outboxListState = listStateSchema({});
