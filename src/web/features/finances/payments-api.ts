import '#domain/messages/load/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCalls } from '#calls/payments';
import type { Payment, RecordPaymentBody, UpdatePaymentBody } from '#domain/contracts/payments';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { refreshMoney } from './api';

/** The invoice whose payments change: its id, and its project (whose summary moves with them). */
type PaidInvoice = { id: number; projectId: number | null };

/** GET /api/invoices/{id}/payments, oldest first. */
export const invoicePaymentsQuery = (invoiceId: number) =>
  callQuery(paymentCalls.list, { params: { id: invoiceId } });

/** A payment moves every figure an invoice change moves (decision 0267), and the invoice's own payments. */
function usePaymentChange<V>(
  companyId: number,
  invoice: PaidInvoice,
  run: (variables: V) => Promise<unknown>,
  done: string,
  failure: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      refreshMoney(client, companyId, invoice);
      void client.invalidateQueries({ queryKey: callPrefix(paymentCalls.list, { id: invoice.id }) });
      toast({ title: done });
    },
    onError: (error) =>
      toast({
        title: failure,
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}

/** POST /api/invoices/{id}/payments; toasts 'Payment recorded' or 'Failed to record payment'. */
export const useRecordPayment = (companyId: number, invoice: PaidInvoice) =>
  usePaymentChange(
    companyId,
    invoice,
    (body: RecordPaymentBody) => call(paymentCalls.record, { params: { id: invoice.id }, body }),
    t('payments:toasts.recorded'),
    t('payments:toasts.recordFailed'),
  );

/** PATCH /api/payments/{id} made on the payment's version: a correction the balance must still allow. */
export const useUpdatePayment = (companyId: number, invoice: PaidInvoice) =>
  usePaymentChange(
    companyId,
    invoice,
    ({ payment, body }: { payment: Payment; body: UpdatePaymentBody }) =>
      call(paymentCalls.update, { params: { id: payment.id }, body }, { ifMatch: payment.version }),
    t('payments:toasts.updated'),
    t('payments:toasts.updateFailed'),
  );

/** DELETE /api/payments/{id}: the invoice's balance opens again by the payment's amount. */
export const useDeletePayment = (companyId: number, invoice: PaidInvoice) =>
  usePaymentChange(
    companyId,
    invoice,
    (paymentId: number) => call(paymentCalls.remove, { params: { id: paymentId } }),
    t('payments:toasts.deleted'),
    t('payments:toasts.deleteFailed'),
  );

/** GET /api/projects/{projectId}/deposits: the project's deposits on account, not yet taken by an invoice. */
export const projectDepositsQuery = (projectId: number) =>
  callQuery(paymentCalls.deposits, { params: { projectId } });

/**
 * A deposit moves what a payment moves (Collected on the cards, the dashboard and the project's summary) and the
 * project's deposits on account.
 */
function useDepositChange<V>(
  companyId: number,
  projectId: number,
  run: (variables: V) => Promise<unknown>,
  done: string,
  failure: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      refreshMoney(client, companyId, { projectId });
      void client.invalidateQueries({ queryKey: callPrefix(paymentCalls.deposits, { projectId }) });
      toast({ title: done });
    },
    onError: (error) =>
      toast({
        title: failure,
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      }),
  });
}

/** POST /api/projects/{projectId}/deposits; toasts 'Deposit recorded'. */
export const useRecordDeposit = (companyId: number, projectId: number) =>
  useDepositChange(
    companyId,
    projectId,
    (body: RecordPaymentBody) => call(paymentCalls.recordDeposit, { params: { projectId }, body }),
    t('payments:deposits.recorded'),
    t('payments:deposits.recordFailed'),
  );

/** DELETE /api/payments/{id} of a deposit: it leaves the project's account. */
export const useDeleteDeposit = (companyId: number, projectId: number) =>
  useDepositChange(
    companyId,
    projectId,
    (paymentId: number) => call(paymentCalls.remove, { params: { id: paymentId } }),
    t('payments:deposits.deleted'),
    t('payments:toasts.deleteFailed'),
  );
