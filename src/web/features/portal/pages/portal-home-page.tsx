import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { FolderKanban } from 'lucide-react';
import type { PortalProjectSummary } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney } from '#domain/format';
import { EmptyState } from '#web/components/ui/empty-state';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { portalProjectsQuery } from '../api';
import { PortalFrame } from '../components/portal-frame';
import { PortalGate } from '../components/portal-gate';

/** /portal: the client's projects with stage, progress and balance due; the sign-in form when signed out. */
export default function PortalHomePage() {
  return (
    <PortalGate>
      {(me) => (
        <PortalFrame me={me} title={t('portal:projects.heading')}>
          <h1 className="font-semibold text-2xl text-slate-900">{t('portal:projects.heading')}</h1>
          <ProjectList />
        </PortalFrame>
      )}
    </PortalGate>
  );
}

function ProjectList() {
  const projects = useQuery(portalProjectsQuery());
  return (
    <QueryView
      query={projects}
      loading={<Skeleton className="h-40" />}
      errorTitle={t('common:couldNotLoad', { what: t('portal:projects.heading') })}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={FolderKanban}>{t('portal:projects.empty')}</EmptyState>}
    >
      {(list) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ProjectCard({ project }: { project: PortalProjectSummary }) {
  return (
    <li>
      <Link
        to={`/portal/projects/${project.id}`}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-lg text-slate-900 wrap-anywhere">{project.name}</h2>
          <StageBadge stage={project.stage} />
        </div>
        <div className="grid gap-1">
          <div className="flex justify-between text-slate-600 text-sm">
            <span>{t('portal:projects.progress')}</span>
            <span>{project.progress}%</span>
          </div>
          <ProgressBar value={project.progress} label={t('portal:projects.progress')} />
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-500">{t('portal:projects.balanceDue')}</dt>
            <dd className="font-semibold text-slate-900">{formatMoney(project.balanceDue)}</dd>
          </div>
          {project.targetCompletionDate ? (
            <div>
              <dt className="text-slate-500">{t('portal:projects.targetCompletion')}</dt>
              <dd className="text-slate-900">{formatDateMedium(project.targetCompletionDate)}</dd>
            </div>
          ) : null}
        </dl>
      </Link>
    </li>
  );
}
