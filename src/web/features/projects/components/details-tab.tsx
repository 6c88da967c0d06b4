import '#domain/messages/load/projects';
import { useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '#domain/contracts/projects';
import { projectStageLabels, projectStages, projectTypeLabel } from '#domain/enums';
import { formatDateLong } from '#domain/format';
import { progressFromPhases } from '#domain/project-summary';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { phasesQuery } from '../../phases/api';
import { useUpdateProject } from '../api';
import { capitalise } from '../stages';
import { BudgetFigure } from './budget-figure';

/** Project Details tab: the facts, the stage buttons and the phase completion. */
export function DetailsTab({ project }: { project: ProjectDetail }) {
  // The stage buttons are one-click changes of one field: they apply to whatever is stored.
  const update = useUpdateProject(project.id, undefined);
  const phases = useQuery(phasesQuery(project.id));
  const total = phases.data?.length ?? 0;
  const done = phases.data?.filter((p) => p.isCompleted).length ?? 0;
  const percent = progressFromPhases(done, total);

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t('projects:details.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{t('projects:details.type')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                {capitalise(projectTypeLabel(project.type))}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('projects:details.startDate')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                {formatDateLong(project.startDate, t('projects:notSet'))}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('projects:details.targetCompletion')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                {formatDateLong(project.targetCompletionDate, t('projects:notSet'))}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('projects:details.budget')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900 tabular-nums" data-testid="project-budget">
                <BudgetFigure figure={project.budgetFigure} source={project.budgetSource} />
              </dd>
            </div>
            <div className="sm:col-span-3">
              <dt className="text-slate-500">{t('projects:details.description')}</dt>
              <dd className="mt-0.5 whitespace-pre-line text-slate-900">
                {project.description || t('projects:details.noDescription')}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{t('projects:details.currentStage')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <div>
              <StageBadge stage={project.stage} />
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-slate-500 text-sm">{t('projects:details.updateStage')}</legend>
              {projectStages.map((stage) => (
                <Button
                  key={stage}
                  variant={stage === project.stage ? 'secondary' : 'outline'}
                  size="sm"
                  className="justify-start"
                  disabled={stage === project.stage || update.isPending}
                  onClick={() => update.mutate({ stage })}
                >
                  {projectStageLabels[stage]}
                </Button>
              ))}
            </fieldset>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('projects:details.phaseCompletion')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-slate-600">{t('projects:details.phasesCompleted', { done, total })}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{percent}%</span>
            </div>
            <ProgressBar value={percent} label={t('projects:details.phaseCompletionLabel')} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
