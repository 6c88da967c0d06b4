import { listStateSchema } from '../../lib/list-state';

/** The companies list's state in the address: search and page. */
export const companiesListState = listStateSchema({});
