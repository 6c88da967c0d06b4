import '#domain/messages/load/portal';
import { CheckCircle2, Circle } from 'lucide-react';
import type { PortalProject } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney } from '#domain/format';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';

const card = 'grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs';

/** Overview: progress and stage, the contract and balance due, the phases, and what comes next. */
export function OverviewTab({ project }: { project: PortalProject }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className={card} aria-label={t('portal:projects.progress')}>
        <div className="flex items-center justify-between gap-2">
          <StageBadge stage={project.stage} />
          <span className="font-semibold text-2xl text-slate-900">{project.progress}%</span>
        </div>
        <ProgressBar value={project.progress} label={t('portal:projects.progress')} />
        {project.description ? (
          <p className="whitespace-pre-line text-slate-700 text-sm">{project.description}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-500">{t('portal:overview.contractTotal')}</dt>
            <dd className="font-semibold text-slate-900">
              {project.contractTotal === null
                ? t('portal:overview.noContract')
                : formatMoney(project.contractTotal)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('portal:projects.balanceDue')}</dt>
            <dd className="font-semibold text-slate-900">{formatMoney(project.balanceDue)}</dd>
          </div>
        </dl>
      </section>
      <section className={card} aria-labelledby="portal-next-dates">
        <h2 id="portal-next-dates" className="font-semibold text-slate-900">
          {t('portal:overview.nextDates')}
        </h2>
        {project.nextDates.length === 0 ? (
          <p className="text-slate-500 text-sm">{t('portal:overview.noDates')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {project.nextDates.map((d) => (
              <li key={`${d.kind}-${d.date}-${d.title}`} className="flex justify-between gap-3">
                <span className="text-slate-900 wrap-anywhere">
                  {t(`portal:overview.dateKinds.${d.kind}`, { name: d.title })}
                </span>
                <span className="shrink-0 text-slate-600">{formatDateMedium(d.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${card} md:col-span-2`} aria-labelledby="portal-phases">
        <h2 id="portal-phases" className="font-semibold text-slate-900">
          {t('portal:overview.phases')}
        </h2>
        {project.phases.length === 0 ? (
          <p className="text-slate-500 text-sm">{t('portal:overview.noPhases')}</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {project.phases.map((p) => (
              <li key={p.id} className="flex items-center gap-2">
                {p.isCompleted ? (
                  <CheckCircle2
                    className="size-4 shrink-0 text-emerald-600"
                    aria-label={t('portal:overview.completed')}
                  />
                ) : (
                  <Circle className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                <span className="flex-1 text-slate-900 wrap-anywhere">{p.name}</span>
                {p.startDate || p.endDate ? (
                  <span className="shrink-0 text-slate-600">
                    {[p.startDate, p.endDate]
                      .filter(Boolean)
                      .map((d) => formatDateMedium(d))
                      .join(' – ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
