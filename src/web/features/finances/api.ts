import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Expense } from '../../../domain/contracts/expenses';
import type { FinanceSummary } from '../../../domain/contracts/finances';
import type {
  CreateInvoiceBody,
  Invoice,
  InvoiceDetail,
  MilestoneBilling,
  UpdateInvoiceBody,
} from '../../../domain/contracts/invoices';
import { invoiceStatuses } from '../../../domain/enums';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';
import { listStateSchema } from '../../lib/list-state';
import { pagedQuery } from '../../lib/paged-list';

/** GET /api/companies/{companyId}/finances/summary: the four cards. */
export const financeSummaryQuery = (companyId: number) =>
  queryOptions<FinanceSummary>({ queryKey: ['/api/companies', companyId, 'finances', 'summary'] });

/** The invoices list's state in the address: search, the status shown, page. */
export const invoicesListState = listStateSchema({
  status: z.enum([...invoiceStatuses, 'all']).catch('all'),
});

/** One page of the company's invoices (or one project's), searched and filtered on the server. */
export function invoicesPageQuery(
  companyId: number,
  state: z.output<typeof invoicesListState>,
  projectId?: number,
) {
  return pagedQuery<Invoice>(
    ['/api/companies', companyId, 'invoices'],
    { projectId, search: state.search, status: state.status === 'all' ? undefined : state.status },
    state.page,
  );
}

/** GET /api/invoices/{id}: one invoice with its lines (the edit form). */
export const invoiceQuery = (id: number) => queryOptions<InvoiceDetail>({ queryKey: ['/api/invoices', id] });

/** GET /api/projects/{projectId}/milestone-invoices: the split and each milestone's invoice. */
export const milestoneBillingQuery = (projectId: number) =>
  queryOptions<MilestoneBilling>({ queryKey: ['/api/projects', projectId, 'milestone-invoices'] });

/** The expenses list's state in the address: search and page. */
export const expensesListState = listStateSchema({});

/** One page of the company's expenses (or one project's), newest first. */
export function expensesPageQuery(
  companyId: number,
  state: z.output<typeof expensesListState>,
  projectId?: number,
) {
  return pagedQuery<Expense>(
    ['/api/companies', companyId, 'expenses'],
    { projectId, search: state.search },
    state.page,
  );
}

/**
 * Every figure an invoice change moves: the invoice lists, the cards, the dashboard, the customer's invoices, and
 * the project's summary and milestones when the invoice has a project.
 */
function refreshMoney(
  client: QueryClient,
  companyId: number,
  invoice?: { id: number; projectId: number | null },
) {
  void client.invalidateQueries({ queryKey: ['/api/companies', companyId, 'invoices'] });
  if (invoice) void client.invalidateQueries({ queryKey: ['/api/invoices', invoice.id] });
  if (invoice?.projectId) void client.invalidateQueries({ queryKey: ['/api/projects', invoice.projectId] });
  void client.invalidateQueries({ queryKey: ['/api/companies', companyId, 'finances'] });
  void client.invalidateQueries({ queryKey: ['/api/dashboard'] });
  void client.invalidateQueries({ queryKey: ['/api/customers'] });
}

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error, 'An unexpected error occurred'), variant: 'destructive' });
}

/** POST /api/companies/{companyId}/invoices; the spec's toasts 'Invoice created' and 'Failed to create invoice'. */
export function useCreateInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceBody) =>
      apiRequest<InvoiceDetail>('POST', `/api/companies/${companyId}/invoices`, { ...body, companyId }),
    onSuccess: (invoice) => {
      refreshMoney(client, companyId, invoice);
      toast({ title: 'Invoice created' });
    },
    onError: (error) => failed('Failed to create invoice', error),
  });
}

/**
 * A milestone of a project (Create Milestone Invoice): the server computes the amount; the one shown is sent so
 * that a changed split is refused rather than billed unseen. Toasts of the spec: 'Milestone invoice created',
 * 'Error creating invoice'.
 */
export function useCreateMilestoneInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceBody) =>
      apiRequest<InvoiceDetail>('POST', `/api/companies/${companyId}/invoices`, { ...body, companyId }),
    onSuccess: (invoice) => {
      refreshMoney(client, companyId, invoice);
      toast({ title: 'Milestone invoice created' });
    },
    onError: (error) => failed('Error creating invoice', error),
  });
}

/** PATCH /api/invoices/{id}: the edit form's fields and lines. */
export function useUpdateInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateInvoiceBody }) =>
      apiRequest<InvoiceDetail>('PATCH', `/api/invoices/${id}`, body),
    onSuccess: (invoice) => {
      refreshMoney(client, companyId, invoice);
      toast({ title: 'Invoice updated' });
    },
    onError: (error) => failed('Failed to update invoice', error),
  });
}

/** POST /api/invoices/{id}/mark-paid with the day the payment came in. */
export function useMarkInvoicePaid(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paidDate }: { id: number; paidDate: string }) =>
      apiRequest<InvoiceDetail>('POST', `/api/invoices/${id}/mark-paid`, { paidDate }),
    onSuccess: (invoice) => {
      refreshMoney(client, companyId, invoice);
      toast({ title: 'Invoice marked as paid', description: invoice.invoiceNumber });
    },
    onError: (error) => failed('Failed to update invoice', error),
  });
}

/** POST /api/invoices/{id}/cancel. */
export function useCancelInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<InvoiceDetail>('POST', `/api/invoices/${id}/cancel`),
    onSuccess: (invoice) => {
      refreshMoney(client, companyId, invoice);
      toast({ title: 'Invoice cancelled', description: invoice.invoiceNumber });
    },
    onError: (error) => failed('Failed to cancel invoice', error),
  });
}

/** DELETE /api/invoices/{id}. */
export function useDeleteInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/invoices/${id}`),
    onSuccess: () => {
      refreshMoney(client, companyId);
      // The deleted invoice's project (its summary and milestones) is not known here.
      void client.invalidateQueries({ queryKey: ['/api/projects'] });
      toastDeleted('invoice');
    },
    onError: (error) => failed('Failed to delete invoice', error),
  });
}
