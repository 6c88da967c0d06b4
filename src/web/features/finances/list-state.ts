import * as v from 'valibot';
import { expenseSorts } from '#calls/expenses';
import { invoiceSorts } from '#calls/invoices';
import { invoiceStatuses } from '#domain/enums';
import { listStateSchema } from '../../lib/list-state';

/** The invoices list's state in the address: search, the status shown, page. */
export const invoicesListState = listStateSchema({
  status: v.fallback(v.picklist([...invoiceStatuses, 'all']), 'all'),
  sort: v.fallback(v.picklist(invoiceSorts), 'newest'),
});

/** The expenses list's state in the address: search and page. */
export const expensesListState = listStateSchema({ sort: v.fallback(v.picklist(expenseSorts), 'newest') });
