import '#domain/messages/load/projects';
import { Check } from 'lucide-react';
import { type ProjectStage, projectStageLabels, projectStages } from '#domain/enums';
import { stageProgressPercent } from '#domain/project-summary';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';

/** The four-step stage bar: (zero-based position + 1) / 4 filled, each stage named below. */
export function StageProgress({ stage }: { stage: ProjectStage }) {
  const index = projectStages.indexOf(stage);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <ProgressBar value={stageProgressPercent(index)} label={t('projects:stageProgress')} />
      <ol className="mt-3 grid grid-cols-4 gap-2 text-xs sm:text-sm">
        {projectStages.map((value, i) => (
          <li
            key={value}
            aria-current={i === index ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5',
              i === 1 || i === 2 ? 'justify-center' : i === 3 ? 'justify-end' : 'justify-start',
              i <= index ? 'font-medium text-slate-900' : 'text-slate-500',
            )}
          >
            {i < index ? <Check className="size-3.5 shrink-0 text-primary" aria-hidden="true" /> : null}
            <span className="text-center">{projectStageLabels[value]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
