import '#domain/messages/load/progress-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressBillingCalls } from '#calls/progress-billing';
import type {
  CreateProgressInvoiceBody,
  PayApplicationInvoice,
  UpdateProjectBillingBody,
} from '#domain/contracts/progress-billing';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery } from '../../lib/calls';
import { milestoneBillingQuery, refreshMoney } from './api';

/** GET /api/projects/{id}/billing: the method, the retainage percentage and the version. */
export const projectBillingQuery = (projectId: number) =>
  callQuery(progressBillingCalls.billing, { params: { id: projectId } });

/** GET /api/projects/{id}/schedule-of-values. */
export const scheduleOfValuesQuery = (projectId: number) =>
  callQuery(progressBillingCalls.scheduleOfValues, { params: { id: projectId } });

function failed(error: unknown) {
  toast({ title: errorMessage(error, t('common:unexpectedError')), variant: 'destructive' });
}

/** What a billing change moves: the setting, the schedule, the milestones. */
function refreshBilling(client: ReturnType<typeof useQueryClient>, projectId: number) {
  void client.invalidateQueries({ queryKey: callPrefix(progressBillingCalls.billing, { id: projectId }) });
  void client.invalidateQueries({
    queryKey: callPrefix(progressBillingCalls.scheduleOfValues, { id: projectId }),
  });
  void client.invalidateQueries({ queryKey: milestoneBillingQuery(projectId).queryKey });
}

/** PATCH /api/projects/{id}/billing with the version it was read at (a stale one answers 409). */
export function useUpdateProjectBilling(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateProjectBillingBody; version: string }) =>
      call(progressBillingCalls.updateBilling, { params: { id: projectId }, body }, { ifMatch: version }),
    onSuccess: () => {
      refreshBilling(client, projectId);
      toast({ title: t('progressBilling:saved') });
    },
    onError: failed,
  });
}

function usePayApplicationChange<V>(
  companyId: number,
  projectId: number,
  run: (variables: V) => Promise<PayApplicationInvoice>,
  done: (invoice: PayApplicationInvoice) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (invoice) => {
      refreshBilling(client, projectId);
      refreshMoney(client, companyId, invoice);
      toast({ title: done(invoice) });
    },
    onError: failed,
  });
}

/** POST /api/projects/{id}/progress-invoices. */
export const useCreatePayApplication = (companyId: number, projectId: number) =>
  usePayApplicationChange(
    companyId,
    projectId,
    (body: CreateProgressInvoiceBody) =>
      call(progressBillingCalls.createProgressInvoice, { params: { id: projectId }, body }),
    (invoice) =>
      t('progressBilling:created', { number: invoice.application.number, invoice: invoice.invoiceNumber }),
  );

/** POST /api/projects/{id}/retainage-release. */
export const useReleaseRetainage = (companyId: number, projectId: number) =>
  usePayApplicationChange(
    companyId,
    projectId,
    (_: undefined) => call(progressBillingCalls.releaseRetainage, { params: { id: projectId }, body: {} }),
    (invoice) => t('progressBilling:released', { number: invoice.invoiceNumber }),
  );
