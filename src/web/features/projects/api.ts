import '#domain/messages/load/projects';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardCalls } from '#calls/dashboard';
import { projectCalls } from '#calls/projects';
import type { Customer } from '#domain/contracts/customers';
import type { CreateProjectBody, ProjectDetail, UpdateProjectBody } from '#domain/contracts/projects';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callPrefix, callQuery, pagedCallQuery } from '../../lib/calls';
import { companyCustomersKey, customerQuery } from '../customers/api';
import type { ProjectsListState } from './list-state';

export { customerQuery };

/** GET /api/projects?search=&stage=&sort=&limit=&offset=: one page of cards. */
export function projectsPageQuery({ search, stage, sort, page }: ProjectsListState) {
  return pagedCallQuery(
    projectCalls.list,
    { query: { search: search || undefined, stage: stage === 'all' ? undefined : stage, sort } },
    page,
  );
}

/** GET /api/projects/stage-counts?search= for the stage filter buttons. */
export function stageCountsQuery(search: string) {
  return callQuery(projectCalls.stageCounts, { query: { search: search.trim() || undefined } });
}

export function projectQuery(id: number) {
  return callQuery(projectCalls.get, { params: { id } });
}

export function projectSummaryQuery(id: number) {
  return callQuery(projectCalls.summary, { params: { id } });
}

/** Customers for the customer select: a name search, 20 at a time, by name. */
export function customerOptionsQuery(companyId: number, search: string) {
  return queryOptions<Customer[]>({
    queryKey: [
      ...companyCustomersKey(companyId),
      { search: search.trim() || undefined, sort: 'name', limit: 20 },
    ],
    // Customers are added elsewhere; a search older than a minute is asked again.
    staleTime: 60_000,
  });
}

const [projectsPath] = callPrefix(projectCalls.list);
const [stageCountsPath] = callPrefix(projectCalls.stageCounts);
const [dashboardPath] = callPrefix(dashboardCalls.summary);

/**
 * Marks every projects list stale: the paged list, stage counts, company project lists, the dashboard and
 * customer project lists (their cards show stage and progress too). A project list under one record is the key's
 * third part: ['/api/companies', 7, 'projects'] (projectCalls.companyList) and ['/api/customers', 3, 'projects'].
 */
export function invalidateProjectLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      (queryKey[0] === projectsPath && (queryKey.length === 1 || typeof queryKey[1] === 'object')) ||
      queryKey[0] === stageCountsPath ||
      queryKey[0] === dashboardPath ||
      queryKey[2] === 'projects',
  });
}

/** After a change that moves a project's figures: the project, its summary and the lists. */
export function invalidateProject(client: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: projectQuery(id).queryKey, exact: true }),
    client.invalidateQueries({ queryKey: projectSummaryQuery(id).queryKey }),
    invalidateProjectLists(client),
  ]);
}

export function useCreateProject(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) =>
      call(projectCalls.create, { params: { companyId }, body: { ...body, companyId } }),
    onSuccess: () => {
      void invalidateProjectLists(client);
      toast({ title: t('projects:toasts.created') });
    },
    onError: (error) => {
      toast({
        title: t('projects:toasts.createError'),
        description: errorMessage(error, t('projects:toasts.createFailed')),
        variant: 'destructive',
      });
    },
  });
}

/** PATCH /api/projects/{id}: any field (Edit Project) or the stage alone (Details tab). */
export function useUpdateProject(id: number, version: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) =>
      call(projectCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: (project) => {
      client.setQueryData<ProjectDetail>(projectQuery(id).queryKey, (old) =>
        old ? { ...old, ...project } : old,
      );
      void invalidateProject(client, id);
      toast({ title: t('projects:toasts.updated') });
    },
    onError: (error) => {
      toast({
        title: t('projects:toasts.updateFailed'),
        description: errorMessage(error, t('projects:toasts.updateFailed')),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(projectCalls.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: callPrefix(projectCalls.get, { id }) });
      void invalidateProjectLists(client);
      toastDeleted(t('projects:item'));
    },
    onError: () => {
      toastDeleteFailed(t('projects:item'));
    },
  });
}
