import '#domain/messages/load/expenses';
import '#domain/messages/load/invoices';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import { dashboardCalls } from '#calls/dashboard';
import { expenseCalls } from '#calls/expenses';
import { financeCalls } from '#calls/finances';
import { invoiceCalls } from '#calls/invoices';
import { projectCalls } from '#calls/projects';
import type { CreateExpenseBody, Expense, UpdateExpenseBody } from '#domain/contracts/expenses';
import type { CreateInvoiceBody, InvoiceDetail, UpdateInvoiceBody } from '#domain/contracts/invoices';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callBase, callPrefix, callQuery, callUrl, pagedCallQuery } from '../../lib/calls';
import { uploadWithProgress } from '../../lib/upload';
import { everyCustomerKey } from '../customers/api';
import type { expensesListState, invoicesListState } from './list-state';

/** GET /api/companies/{companyId}/finances/summary: the four cards. */
export const financeSummaryQuery = (companyId: number, range: { from?: string; to?: string } = {}) =>
  callQuery(financeCalls.summary, { params: { companyId }, query: range });

/** Every answer of the company's finances (the cards of each period), for the writes that move them. */
const financesKey = (companyId: number) => callPrefix(financeCalls.summary, { companyId });

/** One page of the company's invoices (or one project's), searched and filtered on the server. */
export function invoicesPageQuery(
  companyId: number,
  state: v.InferOutput<typeof invoicesListState>,
  projectId?: number,
) {
  return {
    ...pagedCallQuery(
      invoiceCalls.list,
      {
        params: { companyId },
        query: {
          projectId,
          search: state.search,
          status: state.status === 'all' ? undefined : state.status,
          sort: state.sort === 'newest' ? undefined : state.sort,
        },
      },
      state.page,
    ),
    // The invoice list refetches on window focus and on mount, with a 1 second freshness (docs/product.md#invoices).
    staleTime: 1000,
    refetchOnWindowFocus: true,
  };
}

/** GET /api/invoices/{id}: one invoice with its lines (the edit form). */
export const invoiceQuery = (id: number) => callQuery(invoiceCalls.get, { params: { id } });

/** GET /api/projects/{projectId}/milestone-invoices: the split and each milestone's invoice. */
export const milestoneBillingQuery = (projectId: number) =>
  callQuery(invoiceCalls.milestones, { params: { projectId } });

/** One page of the company's expenses (or one project's), newest first. */
export function expensesPageQuery(
  companyId: number,
  state: v.InferOutput<typeof expensesListState>,
  projectId?: number,
) {
  // The expenses list is fresh for 60 seconds (docs/product.md#expenses).
  return {
    ...pagedCallQuery(
      expenseCalls.list,
      { params: { companyId }, query: { search: state.search, projectId } },
      state.page,
    ),
    staleTime: 60_000,
  };
}

/** GET /api/budget-items/{id}/expenses: the chosen budget line against what was spent on it. */
export const budgetItemExpensesQuery = (budgetItemId: number) =>
  callQuery(expenseCalls.budgetItem, { params: { id: budgetItemId } });

/** Every budget line's expenses (budgetItemExpensesQuery of each line): the path up to the line's id. */
const everyBudgetItemKey = callBase(expenseCalls.budgetItem);

/**
 * Every figure an expense moves: the expense lists, the cards, the budget lines' actual cost and the projects'
 * Cost to Complete.
 */
function refreshSpending(client: QueryClient, companyId: number) {
  void client.invalidateQueries({ queryKey: callPrefix(expenseCalls.list, { companyId }) });
  void client.invalidateQueries({ queryKey: financesKey(companyId) });
  void client.invalidateQueries({ queryKey: everyBudgetItemKey });
  void client.invalidateQueries({ queryKey: callBase(projectCalls.get) });
}

type SaveExpense = { body: CreateExpenseBody | UpdateExpenseBody; receipt: File | null };

/**
 * Record New Expense (POST) or Edit Expense (PATCH), then the receipt, if one was chosen, with its progress. An
 * expense saved whose receipt then fails stays saved and is answered with the receipt's error: the dialog keeps
 * it open as that expense's edit, the error under Receipt, so a retry never records the expense twice.
 */
export function useSaveExpense(companyId: number, expenseId: number | null, version?: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ body, receipt }: SaveExpense) => {
      setProgress(0);
      const saved =
        expenseId === null
          ? await call(expenseCalls.create, {
              params: { companyId },
              body: { ...(body as CreateExpenseBody), companyId },
            })
          : await call(expenseCalls.update, { params: { id: expenseId }, body }, { ifMatch: version });
      if (!receipt) return { expense: saved, receiptError: null };
      const form = new FormData();
      form.append('file', receipt);
      try {
        const expense = await uploadWithProgress<Expense>(
          callUrl(expenseCalls.attachReceipt, { params: { id: saved.id } }),
          form,
          setProgress,
        );
        return { expense, receiptError: null };
      } catch (error) {
        return { expense: saved, receiptError: error };
      }
    },
    onSuccess: ({ receiptError }) => {
      refreshSpending(client, companyId);
      // With a refused receipt the dialog stays open and says what was saved and what was not.
      if (!receiptError)
        toast({ title: expenseId === null ? t('expenses:toasts.created') : t('expenses:toasts.updated') });
    },
    // The failure toast (docs/product.md#expenses): title Error, the server's message or 'Failed to create expense'.
    onError: (error) =>
      toast({
        title: t('common:error'),
        description: errorMessage(
          error,
          expenseId === null ? t('expenses:toasts.createFailed') : t('expenses:toasts.updateFailed'),
        ),
        variant: 'destructive',
      }),
  });
  return { ...mutation, progress };
}

/** DELETE /api/expenses/{id}: the expense and its receipt. */
export function useDeleteExpense(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(expenseCalls.remove, { params: { id } }),
    onSuccess: () => {
      refreshSpending(client, companyId);
      toastDeleted(t('expenses:item'));
    },
    onError: (error) => failed(t('expenses:toasts.deleteFailed'), error),
  });
}

/**
 * Every figure an invoice change moves: the invoice lists, the cards, the dashboard, the customer's invoices, and
 * the project's summary and milestones when the invoice has a project. A deposit on account passes no invoice id.
 */
export function refreshMoney(
  client: QueryClient,
  companyId: number,
  invoice?: { id?: number; projectId: number | null },
) {
  void client.invalidateQueries({ queryKey: callPrefix(invoiceCalls.list, { companyId }) });
  if (invoice?.id)
    void client.invalidateQueries({ queryKey: callPrefix(invoiceCalls.get, { id: invoice.id }) });
  if (invoice?.projectId)
    void client.invalidateQueries({ queryKey: callPrefix(projectCalls.get, { id: invoice.projectId }) });
  void client.invalidateQueries({ queryKey: financesKey(companyId) });
  void client.invalidateQueries({ queryKey: callPrefix(dashboardCalls.summary) });
  void client.invalidateQueries({ queryKey: everyCustomerKey });
}

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error, t('common:unexpectedError')), variant: 'destructive' });
}

/**
 * One change of an invoice: the call, then the figures it moves and a toast naming the result, or a toast with
 * the server's message. `done` gives the success toast's title and, optionally, its description.
 */
function useInvoiceChange<V>(
  companyId: number,
  call: (variables: V) => Promise<InvoiceDetail>,
  done: (invoice: InvoiceDetail) => { title: string; description?: string },
  failure: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (invoice) => {
      refreshMoney(client, companyId, invoice);
      toast(done(invoice));
    },
    onError: (error) => failed(failure, error),
  });
}

const createInvoiceCall = (companyId: number) => (body: CreateInvoiceBody) =>
  call(invoiceCalls.create, { params: { companyId }, body: { ...body, companyId } });

/** POST /api/companies/{companyId}/invoices; the toasts 'Invoice created' and 'Failed to create invoice'. */
export const useCreateInvoice = (companyId: number) =>
  useInvoiceChange(
    companyId,
    createInvoiceCall(companyId),
    () => ({ title: t('invoices:toasts.created') }),
    t('invoices:toasts.createFailed'),
  );

/**
 * A milestone of a project (Create Milestone Invoice): the server computes the amount; the one shown is sent so that
 * a changed split is refused rather than billed unseen. Toasts (docs/product.md#milestone-invoices): 'Milestone
 * invoice created', 'Error creating invoice'.
 */
export const useCreateMilestoneInvoice = (companyId: number) =>
  useInvoiceChange(
    companyId,
    createInvoiceCall(companyId),
    () => ({ title: t('invoices:toasts.milestoneCreated') }),
    t('invoices:toasts.milestoneFailed'),
  );

/** PATCH /api/invoices/{id}: the edit form's fields and lines. */
export const useUpdateInvoice = (companyId: number) =>
  useInvoiceChange(
    companyId,
    ({ id, body, version }: { id: number; body: UpdateInvoiceBody; version?: string }) =>
      call(invoiceCalls.update, { params: { id }, body }, { ifMatch: version }),
    () => ({ title: t('invoices:toasts.updated') }),
    t('invoices:toasts.updateFailed'),
  );

/** POST /api/invoices/{id}/mark-paid with the day the payment came in. */
export const useMarkInvoicePaid = (companyId: number) =>
  useInvoiceChange(
    companyId,
    ({ id, paidDate }: { id: number; paidDate: string }) =>
      call(invoiceCalls.markPaid, { params: { id }, body: { paidDate } }),
    (invoice) => ({ title: t('invoices:toasts.markedPaid'), description: invoice.invoiceNumber }),
    t('invoices:toasts.updateFailed'),
  );

/** POST /api/invoices/{id}/cancel. */
export const useCancelInvoice = (companyId: number) =>
  useInvoiceChange(
    companyId,
    (id: number) => call(invoiceCalls.cancel, { params: { id } }),
    (invoice) => ({ title: t('invoices:toasts.cancelled'), description: invoice.invoiceNumber }),
    t('invoices:toasts.cancelFailed'),
  );

/** DELETE /api/invoices/{id}. */
export function useDeleteInvoice(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(invoiceCalls.remove, { params: { id } }),
    onSuccess: () => {
      refreshMoney(client, companyId);
      // The deleted invoice's project (its summary and milestones) is not known here.
      void client.invalidateQueries({ queryKey: callBase(projectCalls.get) });
      toastDeleted(t('invoices:item'));
    },
    onError: (error) => failed(t('invoices:toasts.deleteFailed'), error),
  });
}
