import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type AssignedUser,
  type Customer,
  type CustomerBody,
  type CustomerListItem,
  type CustomerNote,
  type CustomerNoteBody,
  type CustomerSummary,
  customerSorts,
  type UpdateCustomerBody,
} from '#domain/contracts/customers';
import type { Invoice } from '#domain/contracts/invoices';
import type { CustomerProject } from '#domain/contracts/projects';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';
import { listStateSchema } from '../../lib/list-state';
import { pagedQuery } from '../../lib/paged-list';
import { customerName } from './customer-name';

/** What the Link to Project banner needs of GET /api/projects/{id}. */
export type LinkedProject = { id: number; name: string; customerId: number | null };

/** Prefix of every customers-list key of a company (all searches and pages), for invalidation. */
export const companyCustomersKey = (companyId: number) => ['/api/companies', companyId, 'customers'] as const;

/** The customers list's state in the address: search, page and sort (a column header of the table). */
export const customersListState = listStateSchema({ sort: z.enum(customerSorts).catch('newest') });

/** GET /api/companies/{companyId}/customers: one page, searched and sorted on the server. */
export function customersListQuery(companyId: number, state: z.output<typeof customersListState>) {
  return pagedQuery<CustomerListItem>(
    companyCustomersKey(companyId),
    { search: state.search, sort: state.sort === 'newest' ? undefined : state.sort },
    state.page,
  );
}

export const customerQuery = (id: number) => queryOptions<Customer>({ queryKey: ['/api/customers', id] });

// Projects and invoices of a customer change from other screens (new project, new invoice): refresh on visit.
export const customerSummaryQuery = (id: number) =>
  queryOptions<CustomerSummary>({ queryKey: ['/api/customers', id, 'summary'], staleTime: 0 });

export const customerProjectsQuery = (id: number) =>
  queryOptions<CustomerProject[]>({ queryKey: ['/api/customers', id, 'projects'], staleTime: 0 });

export const customerNotesQuery = (id: number) =>
  queryOptions<CustomerNote[]>({ queryKey: ['/api/customers', id, 'notes'] });

export const customerUsersQuery = (id: number) =>
  queryOptions<AssignedUser[]>({ queryKey: ['/api/customers', id, 'users'] });

/**
 * The invoice list's freshness (docs/product.md#invoices): refetch on mount and on window focus, fresh for 1 second.
 */
export const customerInvoicesQuery = (companyId: number, customerId: number) =>
  queryOptions<Invoice[]>({
    queryKey: ['/api/companies', companyId, 'invoices', { customerId }],
    staleTime: 1000,
    refetchOnWindowFocus: true,
  });

export const linkedProjectQuery = (projectId: number) =>
  queryOptions<LinkedProject>({ queryKey: ['/api/projects', projectId] });

/** Every customers list of the company: each search and page, the dashboard's recent customers too. */
function invalidateCustomerLists(client: QueryClient, companyId: number) {
  void client.invalidateQueries({ queryKey: companyCustomersKey(companyId) });
}

export function useCreateCustomer(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBody) =>
      apiRequest<Customer>('POST', `/api/companies/${companyId}/customers`, { ...body, companyId }),
    onSuccess: (customer) => {
      invalidateCustomerLists(client, companyId);
      toast({ title: 'Customer created', description: `${customerName(customer)} has been added.` });
    },
    onError: (error) => {
      toast({
        title: 'Failed to add customer',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      });
    },
  });
}

export function useUpdateCustomer(companyId: number, id: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) =>
      apiRequest<Customer>('PATCH', `/api/customers/${id}`, body, { ifMatch: version }),
    onSuccess: (customer) => {
      client.setQueryData(customerQuery(id).queryKey, customer);
      invalidateCustomerLists(client, companyId);
      // Project lists and cards show the customer's name.
      void client.invalidateQueries({ queryKey: ['/api/projects'] });
      toast({ title: 'Customer updated', description: `${customerName(customer)} has been saved.` });
    },
    onError: (error) => {
      toast({
        title: 'Failed to update customer',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteCustomer(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/customers/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: customerQuery(id).queryKey });
      invalidateCustomerLists(client, companyId);
      // Its projects and invoices are kept but detached (docs/product.md#customers): lists showing them change.
      void client.invalidateQueries({ queryKey: ['/api/projects'] });
      void client.invalidateQueries({ queryKey: ['/api/companies', companyId, 'projects'] });
      void client.invalidateQueries({ queryKey: ['/api/companies', companyId, 'invoices'] });
      toastDeleted('customer');
    },
    onError: () => {
      toastDeleteFailed('customer');
    },
  });
}

export function useAddCustomerNote(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNoteBody) =>
      apiRequest<CustomerNote>('POST', `/api/customers/${customerId}/notes`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerNotesQuery(customerId).queryKey });
      toast({ title: 'Note added' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to add note',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      });
    },
  });
}

export function useAssignUser(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<AssignedUser>('POST', `/api/customers/${customerId}/assign-user`, { userId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerUsersQuery(customerId).queryKey });
      toast({ title: 'User assigned' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to assign user',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      });
    },
  });
}

export function useUnassignUser(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<void>('DELETE', `/api/customers/${customerId}/users/${userId}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerUsersQuery(customerId).queryKey });
      toast({ title: 'User unassigned' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to unassign user',
        description: errorMessage(error, 'An unexpected error occurred'),
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
      apiRequest<LinkedProject>('PATCH', `/api/projects/${projectId}`, { customerId: customer.id }),
    onSuccess: (project, customer) => {
      void client.invalidateQueries({ queryKey: ['/api/projects'] });
      void client.invalidateQueries({ queryKey: ['/api/companies', companyId, 'projects'] });
      void client.invalidateQueries({ queryKey: ['/api/customers'] });
      invalidateCustomerLists(client, companyId);
      toast({
        title: 'Project updated',
        description: `${customerName(customer)} is now the customer of ${project.name}.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Failed to update project',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      });
    },
  });
}
