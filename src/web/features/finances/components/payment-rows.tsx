import type { ReactNode } from 'react';
import type { Payment } from '#domain/contracts/payments';
import { formatDate, formatMoney } from '#domain/format';
import { paymentMethodLabels } from '#domain/payment-labels';

/**
 * Money received as a list of rows (date, method · reference, amount), with each row's buttons from `actions`: an
 * invoice's payments in the Payments dialog and a project's deposits on account.
 */
export function PaymentRows({
  payments,
  actions,
}: {
  payments: Payment[];
  actions: (payment: Payment) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {payments.map((payment) => (
        <li key={payment.id} className="flex items-center gap-3 px-3 py-2">
          <span className="w-24 shrink-0 text-slate-600">{formatDate(payment.date)}</span>
          <span className="min-w-0 flex-1 truncate">
            {paymentMethodLabels[payment.method]}
            {payment.reference ? <span className="text-slate-500"> · {payment.reference}</span> : null}
          </span>
          <span className="tabular-nums">{formatMoney(payment.amount)}</span>
          {actions(payment)}
        </li>
      ))}
    </ul>
  );
}
