import '#domain/messages/load/purchasing';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetCalls } from '#calls/budget';
import { projectCalls } from '#calls/projects';
import { purchaseOrderCalls } from '#calls/purchase-orders';
import { vendorBillCalls } from '#calls/vendor-bills';
import type {
  CreatePurchaseOrderBody,
  PurchaseOrderSummary,
  PurchaseOrderView,
  UpdatePurchaseOrderBody,
} from '#domain/contracts/purchase-orders';
import type {
  CreateVendorBillBody,
  VendorBillPaymentBody,
  VendorBillView,
} from '#domain/contracts/vendor-bills';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, callUrl } from '../../lib/calls';
import { uploadWithProgress } from '../../lib/upload';

/** GET /api/projects/{id}/purchase-orders: newest number first. */
export const purchaseOrdersQuery = (projectId: number) =>
  callQuery(purchaseOrderCalls.list, { params: { id: projectId } });

/** GET /api/purchase-orders/{id}: one order with its lines, its version and what the reader may do. */
export const purchaseOrderQuery = (id: number) => callQuery(purchaseOrderCalls.get, { params: { id } });

/** GET /api/companies/{companyId}/bills?projectId=: the project's bills, newest first. */
export const projectBillsQuery = (companyId: number, projectId: number) =>
  callQuery(vendorBillCalls.list, { params: { companyId }, query: { projectId } });

/** The project's budget lines for the forms' line selectors. */
export const budgetLineChoicesQuery = (projectId: number) =>
  callQuery(budgetCalls.items, { params: { projectId } });

/**
 * After any purchasing change: the project's orders and bills, and its budget (Actual Cost and Committed live under
 * the budget's key); every bills list of the company when it is known. A bill paid from the company's list may
 * have no project.
 */
function refresh(client: QueryClient, projectId: number | null, companyId?: number): Promise<unknown> {
  return Promise.all([
    companyId === undefined
      ? null
      : client.invalidateQueries({ queryKey: callPrefix(vendorBillCalls.list, { companyId }) }),
    ...(projectId === null
      ? []
      : [
          client.invalidateQueries({ queryKey: purchaseOrdersQuery(projectId).queryKey }),
          // The project's cards: a bill is cost (Cost to Complete).
          client.invalidateQueries({ queryKey: callPrefix(projectCalls.get, { id: projectId }) }),
          client.invalidateQueries({ queryKey: callPrefix(budgetCalls.view, { id: projectId }) }),
          client.invalidateQueries({ queryKey: callPrefix(budgetCalls.actuals, { projectId }) }),
        ]),
  ]);
}

/** The server asks to confirm a bill above its order's open amount: the form shows it, no toast. */
const asksToConfirm = (error: unknown) =>
  error instanceof ApiError && !!error.errors?.some((e) => e.path === 'confirmOverOrder');

/** What failed, in a toast; the forms also show field messages under their fields. */
const failed = (error: unknown) =>
  toast({
    title: t('common:error'),
    description: errorMessage(error, t('common:somethingWentWrong')),
    variant: 'destructive',
  });

export function useCreatePurchaseOrder(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePurchaseOrderBody) =>
      call(purchaseOrderCalls.create, { params: { id: projectId }, body }),
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('purchasing:ui.created') });
    },
    onError: failed,
  });
}

/** PATCH /api/purchase-orders/{id} on the version it was read at: a draft's vendor, dates, notes and lines. */
export function useUpdatePurchaseOrder(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, body }: { order: PurchaseOrderView; body: UpdatePurchaseOrderBody }) =>
      call(purchaseOrderCalls.update, { params: { id: order.id }, body }, { ifMatch: order.version }),
    onSuccess: (saved) => {
      void refresh(client, projectId);
      void client.invalidateQueries({ queryKey: purchaseOrderQuery(saved.id).queryKey });
      toast({ title: t('purchasing:ui.updated') });
    },
    onError: failed,
  });
}

export function useSendPurchaseOrder(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: PurchaseOrderSummary) => call(purchaseOrderCalls.send, { params: { id: order.id } }),
    onSuccess: (sent) => {
      void refresh(client, projectId);
      toast({ title: t('purchasing:ui.sent', { email: sent.sentTo ?? '' }) });
    },
    onError: failed,
  });
}

export function useVoidPurchaseOrder(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: PurchaseOrderSummary) => call(purchaseOrderCalls.void, { params: { id: order.id } }),
    onSuccess: () => {
      void refresh(client, projectId);
      toast({ title: t('purchasing:ui.voided') });
    },
    onError: failed,
  });
}

/** Enters a bill, then uploads the vendor's document to it when one was chosen. */
export function useCreateBill(companyId: number, projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: CreateVendorBillBody; file: File | null }) => {
      const bill = await call(vendorBillCalls.create, { params: { companyId }, body });
      if (!file) return bill;
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<VendorBillView>(
        callUrl(vendorBillCalls.attachDocument, { params: { id: bill.id } }),
        form,
        () => undefined,
      );
    },
    onSuccess: () => {
      toast({ title: t('purchasing:ui.billCreated') });
    },
    onError: (error) => (asksToConfirm(error) ? undefined : failed(error)),
    // A bill saved whose document was refused is still a bill: the lists follow either way.
    onSettled: () => void refresh(client, projectId, companyId),
  });
}

export function usePayBill(companyId: number, projectId: number | null, billId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorBillPaymentBody) => call(vendorBillCalls.pay, { params: { id: billId }, body }),
    onSuccess: () => {
      void refresh(client, projectId, companyId);
      toast({ title: t('purchasing:ui.paymentRecorded') });
    },
    onError: failed,
  });
}
