import * as v from 'valibot';
import { customerSorts } from '#calls/customers';
import { listStateSchema } from '../../lib/list-state';

/** The customers list's state in the address: search, page and sort (a column header of the table). */
export const customersListState = listStateSchema({ sort: v.fallback(v.picklist(customerSorts), 'newest') });
