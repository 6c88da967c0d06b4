import '#domain/messages/load/customers';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { customerProjectCalls } from '#calls/customer-projects';
import { customerCalls } from '#calls/customers';
import { invoiceCalls } from '#calls/invoices';
import { projectCalls } from '#calls/projects';
import type {
  Customer,
  CustomerBody,
  CustomerNoteBody,
  UpdateCustomerBody,
} from '#domain/contracts/customers';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callBase, callPrefix, callQuery, pagedCallQuery } from '../../lib/calls';
import { customerName } from './customer-name';
import type { customersListState } from './list-state';

/** Prefix of every customers-list key of a company (all searches and pages), for invalidation. */
export const companyCustomersKey = (companyId: number) => callPrefix(customerCalls.list, { companyId });

/**
 * Every cached answer about one customer or another (a detail, its summary, its tabs): the path of
 * customerCalls.get up to its id, for the writes that change what several customers show.
 */
export const everyCustomerKey = callBase(customerCalls.get);

/** GET /api/companies/{companyId}/customers: one page, searched and sorted on the server. */
export function customersListQuery(companyId: number, state: v.InferOutput<typeof customersListState>) {
  return pagedCallQuery(
    customerCalls.list,
    {
      params: { companyId },
      query: { search: state.search, sort: state.sort === 'newest' ? undefined : state.sort },
    },
    state.page,
  );
}

export const customerQuery = (id: number) => callQuery(customerCalls.get, { params: { id } });

// Projects and invoices of a customer change from other screens (new project, new invoice): refresh on visit.
export const customerSummaryQuery = (id: number) =>
  queryOptions({ ...callQuery(customerCalls.summary, { params: { id } }), staleTime: 0 });

export const customerProjectsQuery = (id: number) =>
  queryOptions({ ...callQuery(customerProjectCalls.list, { params: { id } }), staleTime: 0 });

export const customerNotesQuery = (id: number) => callQuery(customerCalls.notes, { params: { id } });

export const customerUsersQuery = (id: number) => callQuery(customerCalls.users, { params: { id } });

/**
 * The invoice list's freshness (docs/product.md#invoices): refetch on mount and on window focus, fresh for 1 second.
 */
export const customerInvoicesQuery = (companyId: number, customerId: number) =>
  queryOptions({
    ...callQuery(invoiceCalls.list, { params: { companyId }, query: { customerId } }),
    staleTime: 1000,
    refetchOnWindowFocus: true,
  });

/** The project the Link to Project banner names (its name and customer). */
export const linkedProjectQuery = (projectId: number) =>
  callQuery(projectCalls.get, { params: { id: projectId } });

/** Every customers list of the company: each search and page, the dashboard's recent customers too. */
function invalidateCustomerLists(client: QueryClient, companyId: number) {
  void client.invalidateQueries({ queryKey: companyCustomersKey(companyId) });
}

export function useCreateCustomer(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBody) =>
      call(customerCalls.create, { params: { companyId }, body: { ...body, companyId } }),
    onSuccess: (customer) => {
      invalidateCustomerLists(client, companyId);
      toast({
        title: t('customers:toasts.created'),
        description: t('customers:toasts.createdDescription', { name: customerName(customer) }),
      });
    },
    onError: (error) => {
      toast({
        title: t('customers:toasts.createFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      });
    },
  });
}

export function useUpdateCustomer(companyId: number, id: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) =>
      call(customerCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: (customer) => {
      client.setQueryData(customerQuery(id).queryKey, customer);
      invalidateCustomerLists(client, companyId);
      // Project lists and cards show the customer's name.
      void client.invalidateQueries({ queryKey: callBase(projectCalls.get) });
      toast({
        title: t('customers:toasts.updated'),
        description: t('customers:toasts.updatedDescription', { name: customerName(customer) }),
      });
    },
    onError: (error) => {
      toast({
        title: t('customers:toasts.updateFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteCustomer(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(customerCalls.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: customerQuery(id).queryKey });
      invalidateCustomerLists(client, companyId);
      // Its projects and invoices are kept but detached (docs/product.md#customers): lists showing them change.
      void client.invalidateQueries({ queryKey: callBase(projectCalls.get) });
      void client.invalidateQueries({ queryKey: callPrefix(projectCalls.companyList, { companyId }) });
      void client.invalidateQueries({ queryKey: callPrefix(invoiceCalls.list, { companyId }) });
      toastDeleted(t('customers:item'));
    },
    onError: () => {
      toastDeleteFailed(t('customers:item'));
    },
  });
}

export function useAddCustomerNote(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNoteBody) => call(customerCalls.addNote, { params: { id: customerId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerNotesQuery(customerId).queryKey });
      toast({ title: t('customers:toasts.noteAdded') });
    },
    onError: (error) => {
      toast({
        title: t('customers:toasts.noteFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      });
    },
  });
}

export function useAssignUser(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      call(customerCalls.assignUser, { params: { id: customerId }, body: { userId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerUsersQuery(customerId).queryKey });
      toast({ title: t('customers:toasts.userAssigned') });
    },
    onError: (error) => {
      toast({
        title: t('customers:toasts.assignFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      });
    },
  });
}

export function useUnassignUser(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(customerCalls.unassignUser, { params: { id: customerId, userId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerUsersQuery(customerId).queryKey });
      toast({ title: t('customers:toasts.userUnassigned') });
    },
    onError: (error) => {
      toast({
        title: t('customers:toasts.unassignFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Link to Project (docs/product.md#customers): PATCH the project's customer, then the caller returns to the project.
 */
export function useLinkCustomerToProject(companyId: number, projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customer: Pick<Customer, 'id' | 'firstName' | 'lastName'>) =>
      call(projectCalls.update, { params: { id: projectId }, body: { customerId: customer.id } }),
    onSuccess: (project, customer) => {
      void client.invalidateQueries({ queryKey: callBase(projectCalls.get) });
      void client.invalidateQueries({ queryKey: callPrefix(projectCalls.companyList, { companyId }) });
      void client.invalidateQueries({ queryKey: everyCustomerKey });
      invalidateCustomerLists(client, companyId);
      toast({
        title: t('customers:toasts.projectLinked'),
        description: t('customers:toasts.projectLinkedDescription', {
          name: customerName(customer),
          project: project.name,
        }),
      });
    },
    onError: (error) => {
      toast({
        title: t('customers:toasts.projectLinkFailed'),
        description: errorMessage(error, t('common:unexpectedError')),
        variant: 'destructive',
      });
    },
  });
}
