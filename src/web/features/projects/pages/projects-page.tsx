import '#domain/messages/load/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ProjectListItem } from '#domain/contracts/projects';
import { projectStageLabels } from '#domain/enums';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager } from '#web/components/ui/list-controls';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { t } from '#web/lib/i18n';
import { usePagedList } from '#web/lib/paged-list';
import { Link } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { projectsPageQuery, stageCountsQuery, useDeleteProject } from '../api';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card';
import { ProjectsFilters } from '../components/projects-filters';
import { projectsListState } from '../list-state';

export default function ProjectsPage() {
  const { user } = useUser();
  const canDelete = can(user, 'deleteProject');

  // Search, stage, sort and page live in the address, so Back from a project returns to the same list.
  const list = usePagedList(projectsListState, projectsPageQuery);
  const { search, stage } = list.state;
  const counts = useQuery({ ...stageCountsQuery(search), placeholderData: keepPreviousData });
  const remove = useDeleteProject();
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);

  return (
    <>
      <PageHeader
        title={t('projects:title')}
        description={t('projects:description')}
        actions={
          <Button asChild>
            <Link to={href('/projects/new')}>
              <Plus aria-hidden="true" />
              {t('projects:new.title')}
            </Link>
          </Button>
        }
      />
      <ProjectsFilters
        search={list.search.value}
        onSearchChange={list.search.onChange}
        stage={stage}
        onStageChange={(next) => list.setState({ stage: next })}
        sort={list.state.sort}
        onSortChange={(sort) => list.setState({ sort })}
        counts={counts.data}
      />

      <QueryView
        query={list.query}
        errorTitle={t('projects:loadError')}
        loading={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <ProjectCardSkeleton key={i} />
            ))}
          </div>
        }
        isEmpty={(page) => page.data.length === 0}
        empty={
          <EmptyState
            icon={FolderKanban}
            title={t('projects:emptyTitle')}
            action={
              search || stage !== 'all' ? null : (
                <Button asChild>
                  <Link to={href('/projects/new')}>
                    <Plus aria-hidden="true" />
                    {t('projects:createFirst')}
                  </Link>
                </Button>
              )
            }
          >
            {search
              ? t('projects:noResults', { search })
              : stage !== 'all'
                ? t('projects:noneInStage', { stage: projectStageLabels[stage] })
                : t('projects:empty')}
          </EmptyState>
        }
      >
        {(page) => (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.data.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                onDelete={canDelete ? () => setToDelete(project) : undefined}
              />
            ))}
          </div>
        )}
      </QueryView>
      <ListPager noun={t('projects:noun')} {...list.pager} />

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        item={t('projects:item')}
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </>
  );
}
