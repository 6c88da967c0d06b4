import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Customer } from '#domain/contracts/customers';
import {
  type CreateProjectBody,
  type Project,
  type ProjectDetail,
  type ProjectListItem,
  type ProjectSummary,
  projectSorts,
  type StageCounts,
  type UpdateProjectBody,
} from '#domain/contracts/projects';
import { projectStages } from '#domain/enums';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';
import { listStateSchema } from '../../lib/list-state';
import { pagedQuery } from '../../lib/paged-list';

/** The projects list's state in the address: search, stage filter, sort and page. */
export const projectsListState = listStateSchema({
  stage: z.enum([...projectStages, 'all']).catch('all'),
  sort: z.enum(projectSorts).catch('newest'),
});
export type ProjectsListState = z.output<typeof projectsListState>;

/** GET /api/projects?search=&stage=&sort=&limit=&offset=: one page of cards. */
export function projectsPageQuery({ search, stage, sort, page }: ProjectsListState) {
  return pagedQuery<ProjectListItem>(
    ['/api/projects'],
    { search, stage: stage === 'all' ? undefined : stage, sort },
    page,
  );
}

/** GET /api/projects/stage-counts?search= for the stage filter buttons. */
export function stageCountsQuery(search: string) {
  return queryOptions<StageCounts>({
    queryKey: ['/api/projects/stage-counts', { search: search.trim() || undefined }],
  });
}

export function projectQuery(id: number) {
  return queryOptions<ProjectDetail>({ queryKey: ['/api/projects', id] });
}

export function projectSummaryQuery(id: number) {
  return queryOptions<ProjectSummary>({ queryKey: ['/api/projects', id, 'summary'] });
}

/** Customers for the customer select: a name search, 20 at a time, by name. */
export function customerOptionsQuery(companyId: number, search: string) {
  return queryOptions<Customer[]>({
    queryKey: [
      '/api/companies',
      companyId,
      'customers',
      { search: search.trim() || undefined, sort: 'name', limit: 20 },
    ],
    // Customers are added elsewhere; a search older than a minute is asked again.
    staleTime: 60_000,
  });
}

export function customerQuery(id: number) {
  return queryOptions<Customer>({ queryKey: ['/api/customers', id] });
}

const isKey = (key: readonly unknown[], path: string) => key[0] === path;

/**
 * Marks every projects list stale: the paged list, stage counts, company project lists, the dashboard and
 * customer project lists (their cards show stage and progress too).
 */
export function invalidateProjectLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      (isKey(queryKey, '/api/projects') && (queryKey.length === 1 || typeof queryKey[1] === 'object')) ||
      isKey(queryKey, '/api/projects/stage-counts') ||
      String(queryKey[0]).startsWith('/api/dashboard') ||
      (isKey(queryKey, '/api/companies') && queryKey[2] === 'projects') ||
      (isKey(queryKey, '/api/customers') && queryKey[2] === 'projects'),
  });
}

/** After a change that moves a project's figures: the project, its summary and the lists. */
export function invalidateProject(client: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['/api/projects', id], exact: true }),
    client.invalidateQueries({ queryKey: ['/api/projects', id, 'summary'] }),
    invalidateProjectLists(client),
  ]);
}

export function useCreateProject(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) =>
      apiRequest<Project>('POST', `/api/companies/${companyId}/projects`, { ...body, companyId }),
    onSuccess: () => {
      void invalidateProjectLists(client);
      toast({ title: 'Project created' });
    },
    onError: (error) => {
      toast({
        title: 'Error creating project',
        description: errorMessage(error, 'Failed to create project'),
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
      apiRequest<Project>('PATCH', `/api/projects/${id}`, body, { ifMatch: version }),
    onSuccess: (project) => {
      client.setQueryData<ProjectDetail>(['/api/projects', id], (old) =>
        old ? { ...old, ...project } : old,
      );
      void invalidateProject(client, id);
      toast({ title: 'Project updated' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to update project',
        description: errorMessage(error, 'Failed to update project'),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/projects/${id}`),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: ['/api/projects', id] });
      void invalidateProjectLists(client);
      toastDeleted('project');
    },
    onError: () => {
      toastDeleteFailed('project');
    },
  });
}
