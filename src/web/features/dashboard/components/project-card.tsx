import '#domain/messages/load/dashboard';
import type { DashboardProject } from '#domain/contracts/dashboard';
import { projectTypeLabel } from '#domain/enums';
import { formatDate } from '#domain/format';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { BudgetFigure } from '../../projects/components/budget-figure';
import { ProjectActionsMenu } from './project-actions-menu';

/** One active project on the dashboard: the stored figures, never invented ones. */
export function ProjectCard({ project }: { project: DashboardProject }) {
  const progress = Math.min(100, Math.max(0, project.progress ?? 0));
  const headingId = `dashboard-project-${project.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <div className="flex items-start justify-between gap-2 p-5 pb-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="line-clamp-2 break-words font-semibold text-lg text-slate-900 leading-tight"
          >
            {project.name}
          </h3>
          <p className="mt-1 line-clamp-2 text-slate-500 text-sm">
            {project.description?.trim() || t('dashboard:project.noDescription')}
          </p>
        </div>
        <ProjectActionsMenu project={project} />
      </div>

      <div className="flex flex-1 flex-col gap-4 px-5 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <StageBadge stage={project.stage} />
          <span className="text-slate-600 text-sm capitalize">{projectTypeLabel(project.type)}</span>
        </div>

        <div>
          <div className="mb-1 flex items-center justify-between text-sm">
            <span className="text-slate-500">{t('dashboard:project.progress')}</span>
            <span className="font-medium text-slate-900 tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('dashboard:project.progressOf', { name: project.name })}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="col-span-2">
            <dt className="text-slate-500">{t('dashboard:project.budget')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums" data-testid="project-budget">
              <BudgetFigure figure={project.budgetFigure} source={project.budgetSource} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('dashboard:project.startDate')}</dt>
            <dd className="text-slate-900">
              {formatDate(project.startDate, t('dashboard:project.noStartDate'))}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('dashboard:project.endDate')}</dt>
            <dd className="text-slate-900">
              {formatDate(project.endDate, t('dashboard:project.noEndDate'))}
            </dd>
          </div>
        </dl>
      </div>

      <div className="border-slate-100 border-t p-3">
        <Button asChild variant="ghost" className="w-full">
          <Link to={href('/projects/:id', { id: project.id })}>{t('dashboard:project.viewDetails')}</Link>
        </Button>
      </div>
    </article>
  );
}
