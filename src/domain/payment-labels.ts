import '#domain/messages/load/invoices';
import { paymentMethods, paymentStatuses } from './enums';
import { textsReadWhenUsed } from './messages/i18n';

// The labels of payments (decision 0267) live with the invoices' texts, not in the common catalog every screen
// loads, so they sit here rather than in enums.ts (script budgets).
export const paymentMethodLabels = textsReadWhenUsed('invoices:payments.methods', paymentMethods);
export const paymentStatusLabels = textsReadWhenUsed('invoices:payments.statuses', paymentStatuses);
