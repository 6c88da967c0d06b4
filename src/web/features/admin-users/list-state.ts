import { listStateSchema } from '../../lib/list-state';

/** The users list's state in the address: search and page. */
export const adminUsersListState = listStateSchema({});
