import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, FolderKanban, Plus } from 'lucide-react';
import type { CustomerProject } from '#domain/contracts/projects';
import { projectTypeLabel } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { customerProjectsQuery } from '../api';

function NewProjectLink({ customerId }: { customerId: number }) {
  return (
    <Button asChild size="sm">
      <Link to={href('/projects/new', { customerId })}>
        <Plus aria-hidden="true" />
        {t('customers:projects.new')}
      </Link>
    </Button>
  );
}

function ProjectCard({ project }: { project: CustomerProject }) {
  const progress = Math.min(100, Math.max(0, project.progress ?? 0));
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <StageBadge stage={project.stage} />
        <span className="text-slate-500 text-xs capitalize">{projectTypeLabel(project.type)}</span>
      </div>
      <h3 className="font-semibold text-base text-slate-900 leading-snug wrap-anywhere">
        <Link to={href('/projects/:id', { id: project.id })} className="hover:text-primary hover:underline">
          {project.name}
        </Link>
      </h3>
      {project.description ? (
        <p className="line-clamp-2 text-slate-500 text-sm">{project.description}</p>
      ) : null}
      <div className="mt-auto grid gap-1.5">
        <div className="flex justify-between text-slate-500 text-xs">
          <span>{t('customers:projects.progress')}</span>
          <span className="tabular-nums">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('customers:projects.progressOf', { name: project.name })}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-slate-100 border-t pt-3 text-sm">
        <span className="flex items-center gap-1.5 text-slate-600">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {project.targetCompletionDate
            ? t('customers:projects.due', { date: formatDateMedium(project.targetCompletionDate) })
            : t('customers:projects.noDueDate')}
        </span>
        <Link
          to={href('/projects/:id', { id: project.id })}
          className="font-medium text-primary hover:underline"
        >
          {t('customers:projects.view')}
        </Link>
      </div>
    </Card>
  );
}

/** The customer's projects as cards, with a New Project link. */
export function ProjectsTab({ customerId }: { customerId: number }) {
  const projects = useQuery(customerProjectsQuery(customerId));
  return (
    <QueryView
      query={projects}
      errorTitle={t('customers:projects.loadError')}
      loading={
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      }
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={FolderKanban}
          title={t('customers:projects.emptyTitle')}
          action={<NewProjectLink customerId={customerId} />}
        >
          {t('customers:projects.empty')}
        </EmptyState>
      }
    >
      {(list) => (
        <div className="grid grid-cols-1 gap-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold text-lg text-slate-900">{t('customers:projects.title')}</h2>
            <NewProjectLink customerId={customerId} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        </div>
      )}
    </QueryView>
  );
}
