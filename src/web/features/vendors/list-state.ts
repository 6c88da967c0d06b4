import * as v from 'valibot';
import { vendorSorts } from '#calls/vendors';
import { listStateSchema } from '../../lib/list-state';

/** The vendors list's state in the address: search, page and sort (the Name header). */
export const vendorsListState = listStateSchema({ sort: v.fallback(v.picklist(vendorSorts), 'name') });
