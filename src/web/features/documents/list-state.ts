import { listStateSchema } from '../../lib/list-state';

/** A documents list's state in the address: search and page. */
export const documentsListState = listStateSchema({});
