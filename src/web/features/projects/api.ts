import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Customer } from '../../../domain/contracts/customers';
import type {
  CreateProjectBody,
  Project,
  ProjectDetail,
  ProjectListItem,
  ProjectSummary,
  StageCounts,
  UpdateProjectBody,
} from '../../../domain/contracts/projects';
import { toast, toastDeleted, toastDeleteFailed } from '../../components/ui/toast-store';
import { apiRequest, errorMessage, fetchPage } from '../../lib/api';
import type { ProjectListFilters } from './types';

/** Cards per page of the projects list; "Load more" fetches the next page. */
export const PROJECTS_PAGE_SIZE = 50;

/** The projects list's query parameters; empty search and stage 'all' are left out of the URL. */
function listParams({ search, stage, sort }: ProjectListFilters) {
  return { search: search.trim() || undefined, stage: stage === 'all' ? undefined : stage, sort };
}

/** GET /api/projects?search=&stage=&sort=&limit=&offset=, page after page ("Load more"). */
export function projectsInfiniteQuery(filters: ProjectListFilters) {
  const params = { ...listParams(filters), limit: PROJECTS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: ['/api/projects', params],
    queryFn: ({ pageParam, signal }) =>
      fetchPage<ProjectListItem>(['/api/projects', { ...params, offset: pageParam }], signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? loaded : undefined;
    },
  });
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
export function useUpdateProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => apiRequest<Project>('PATCH', `/api/projects/${id}`, body),
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
