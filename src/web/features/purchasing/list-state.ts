import * as v from 'valibot';
import { vendorBillFilters } from '#calls/vendor-bills';
import { listStateSchema } from '../../lib/list-state';

/** The company's bills list in the address: search, the payment state shown, page. */
export const billsListState = listStateSchema({
  status: v.fallback(v.picklist(vendorBillFilters), 'all'),
});
