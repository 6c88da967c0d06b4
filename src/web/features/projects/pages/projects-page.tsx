import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FolderKanban, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ProjectListItem, type ProjectSort, projectSorts } from '../../../../domain/contracts/projects';
import { projectStageLabels } from '../../../../domain/enums';
import { can } from '../../../../domain/permissions';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/list-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUser } from '../../auth/api';
import { projectsInfiniteQuery, stageCountsQuery, useDeleteProject } from '../api';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card';
import { ProjectsFilters } from '../components/projects-filters';
import { isProjectStage } from '../stages';
import type { StageFilter } from '../types';

const isSort = (value: string | null): value is ProjectSort =>
  value !== null && (projectSorts as readonly string[]).includes(value);

export default function ProjectsPage() {
  const { user } = useUser();
  const canDelete = can(user, 'deleteProject');

  // Filters live in the address, so Back from a project returns to the same list.
  const [params, setParams] = useSearchParams();
  const stageParam = params.get('stage');
  const sortParam = params.get('sort');
  const stage: StageFilter = isProjectStage(stageParam) ? stageParam : 'all';
  const sort: ProjectSort = isSort(sortParam) ? sortParam : 'newest';
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), 300);

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is written to the address.
  useEffect(() => {
    if ((params.get('search') ?? '') !== search) setParam('search', search || undefined);
  }, [search]);

  const list = useInfiniteQuery({
    ...projectsInfiniteQuery({ search, stage, sort }),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ ...stageCountsQuery(search), placeholderData: keepPreviousData });
  const remove = useDeleteProject();
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);

  const projects = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Projects"
        description="Manage and track all your remodeling projects"
        actions={
          <Button asChild>
            <Link to="/projects/new">
              <Plus aria-hidden="true" />
              New Project
            </Link>
          </Button>
        }
      />
      <ProjectsFilters
        search={searchText}
        onSearchChange={setSearchText}
        stage={stage}
        onStageChange={(next) => setParam('stage', next === 'all' ? undefined : next)}
        sort={sort}
        onSortChange={(next) => setParam('sort', next === 'newest' ? undefined : next)}
        counts={counts.data}
      />

      {list.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading projects
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <ProjectCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState
          title="Could not load projects"
          message={errorMessage(list.error, 'Something went wrong')}
          onRetry={() => void list.refetch()}
        />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title="No Projects Found"
          action={
            search || stage !== 'all' ? null : (
              <Button asChild>
                <Link to="/projects/new">
                  <Plus aria-hidden="true" />
                  Create Your First Project
                </Link>
              </Button>
            )
          }
        >
          {search
            ? `No projects match your search for "${search}"`
            : stage !== 'all'
              ? `No projects in the "${projectStageLabels[stage]}" stage.`
              : "You haven't created any projects yet. Create your first project to get started."}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                onDelete={canDelete ? () => setToDelete(project) : undefined}
              />
            ))}
          </div>
          <LoadMore shown={projects.length} total={total} noun="projects" query={list} />
        </>
      )}

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        item="project"
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </>
  );
}
