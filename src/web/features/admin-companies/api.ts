import '#domain/messages/load/admin';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '#calls/admin';
import { projectCalls } from '#calls/projects';
import type { AdminCompanyBody } from '#domain/contracts/admin';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, pagedCallQuery } from '../../lib/calls';
import { userQueryKey } from '../auth/api';
import { companyQuery } from '../company-profile/api';

/** Prefix of every companies key: the list's pages, the select's options and each company. */
export const companiesKey = callPrefix(adminCalls.companies);

/** GET /api/companies: one page, newest first, searched by name or e-mail on the server. */
export function companiesListQuery(state: { search: string; page: number }) {
  return pagedCallQuery(adminCalls.companies, { query: { search: state.search } }, state.page);
}

/** How many companies a company select shows for its search. */
const COMPANY_SEARCH_LIMIT = 20;

/** GET /api/companies?search=: the company select's choices for what was typed, newest first. */
export const companySearchQuery = (search: string) =>
  callQuery(adminCalls.companies, {
    query: { search: search.trim() || undefined, limit: COMPANY_SEARCH_LIMIT },
  });

/** GET /api/companies/{id}/projects: the company detail's Projects tab, one page at a time. */
export function companyProjectsQuery(companyId: number, page: number) {
  return pagedCallQuery(projectCalls.companyList, { params: { companyId } }, page);
}

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error, t('common:unexpectedError')), variant: 'destructive' });
}

const refreshCompanies = (client: QueryClient) => void client.invalidateQueries({ queryKey: companiesKey });

/** POST /api/companies (Add Company); its failure toast 'Failed to add company' (docs/product.md#administration). */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCompanyBody) => call(adminCalls.createCompany, { body }),
    onSuccess: (company) => {
      refreshCompanies(client);
      toast({
        title: t('admin:companies.toasts.added'),
        description: t('admin:companies.toasts.addedDescription', { name: company.name }),
      });
    },
    onError: (error) => failed(t('admin:companies.toasts.addFailed'), error),
  });
}

/**
 * PUT /api/companies/{id} (Edit Company); its failure toast 'Failed to update company'
 * (docs/product.md#administration).
 */
export function useUpdateCompany(id: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCompanyBody) =>
      call(adminCalls.updateCompany, { params: { companyId: id }, body }, { ifMatch: version }),
    onSuccess: (company) => {
      client.setQueryData(companyQuery(id).queryKey, company);
      refreshCompanies(client);
      // The banner of an administrator working in this company names it from the signed-in user's answer.
      void client.invalidateQueries({ queryKey: userQueryKey });
      toast({ title: t('admin:companies.toasts.updated') });
    },
    onError: (error) => failed(t('admin:companies.toasts.updateFailed'), error),
  });
}

/** DELETE /api/companies/{id}: the company with its users, records and files. */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminCalls.removeCompany, { params: { companyId: id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: companyQuery(id).queryKey });
      refreshCompanies(client);
      void client.invalidateQueries({ queryKey: callPrefix(adminCalls.users) });
      toastDeleted(t('admin:companies.item'));
    },
    onError: (error) => failed(t('admin:companies.toasts.deleteFailed'), error),
  });
}
