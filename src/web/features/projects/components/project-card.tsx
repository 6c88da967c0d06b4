import '#domain/messages/load/projects';
import { CalendarDays, Trash2, User } from 'lucide-react';
import type { ProjectListItem } from '#domain/contracts/projects';
import { projectTypeLabel } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { Skeleton } from '#web/components/ui/skeleton';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { customerName } from './customer-select';

type ProjectCardProps = { project: ProjectListItem; onDelete?: (() => void) | undefined };

/** A project in the list: stage, type, name, description, customer, due date and the stored progress. */
export function ProjectCard({ project, onDelete }: ProjectCardProps) {
  const due = formatDateMedium(project.targetCompletionDate);
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-center justify-between gap-2">
        <StageBadge stage={project.stage} />
        <span className="truncate text-slate-500 text-xs capitalize">{projectTypeLabel(project.type)}</span>
      </div>
      <h2 className="mt-3 font-semibold text-lg text-slate-900 leading-tight wrap-anywhere">
        <Link to={href('/projects/:id', { id: project.id })} className="hover:underline">
          {project.name}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-2 min-h-10 text-slate-600 text-sm">{project.description}</p>
      <dl className="mt-3 grid gap-1.5 text-slate-600 text-sm">
        <div className="flex items-center gap-2">
          <User className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t('projects:fields.customer')}</dt>
          <dd className="truncate">
            {project.customer ? customerName(project.customer) : t('projects:card.noCustomer')}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{t('projects:fields.targetCompletion')}</dt>
          <dd>{due ? t('projects:card.due', { due }) : t('projects:card.noDueDate')}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <div className="mb-1.5 flex justify-between text-sm">
          <span className="text-slate-600">{t('projects:card.completion')}</span>
          <span className="font-medium text-slate-900 tabular-nums">{project.progress}%</span>
        </div>
        <ProgressBar
          value={project.progress}
          label={t('projects:card.completionLabel', { name: project.name })}
        />
      </div>
      <div className="mt-5 flex items-center gap-2 border-slate-100 border-t pt-4">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to={href('/projects/:id', { id: project.id })}>{t('projects:card.view')}</Link>
        </Button>
        {onDelete ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-slate-500 hover:bg-destructive-soft hover:text-destructive"
            aria-label={t('projects:card.deleteLabel', { name: project.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" aria-hidden="true">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-4 w-16" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-8 w-full" />
    </Card>
  );
}
