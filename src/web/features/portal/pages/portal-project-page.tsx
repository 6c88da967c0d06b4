import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { PortalMe, PortalProject } from '#domain/contracts/portal';
import type { PortalSection } from '#domain/enums';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { t } from '#web/lib/i18n';
import { Link, useParams, useSearchParams } from '#web/lib/router';
import { portalProjectQuery } from '../api';
import { OverviewTab } from '../components/overview-tab';
import { PortalFrame } from '../components/portal-frame';
import { PortalGate } from '../components/portal-gate';

// A section's code loads when its tab opens: the page opens on the Overview, and a phone on a job site should not
// download the estimate document, the selections and the conversation to show it.
const EstimateTab = lazy(() =>
  import('../components/estimate-tab').then((m) => ({ default: m.EstimateTab })),
);
const ChangeOrdersTab = lazy(() =>
  import('../components/change-orders-tab').then((m) => ({ default: m.ChangeOrdersTab })),
);
const SelectionsTab = lazy(() =>
  import('../components/selections-tab').then((m) => ({ default: m.SelectionsTab })),
);
const InvoicesTab = lazy(() =>
  import('../components/invoices-tab').then((m) => ({ default: m.InvoicesTab })),
);
const MessagesTab = lazy(() =>
  import('../components/messages-tab').then((m) => ({ default: m.MessagesTab })),
);
const DocumentsTab = lazy(() =>
  import('../components/documents-tab').then((m) => ({ default: m.DocumentsTab })),
);

type TabName = 'overview' | PortalSection;

/** The tabs the portal has screens for, in their order; staff choose which sections each project shows. */
const sectionTabs: Partial<Record<PortalSection, (projectId: number, me: PortalMe) => ReactNode>> = {
  estimates: (id, me) => <EstimateTab projectId={id} me={me} />,
  changeOrders: (id) => <ChangeOrdersTab projectId={id} />,
  selections: (id, me) => <SelectionsTab projectId={id} readOnly={me.preview} />,
  invoices: (id) => <InvoicesTab projectId={id} />,
  messages: (id, me) => <MessagesTab projectId={id} readOnly={me.preview} />,
  documents: (id, me) => <DocumentsTab projectId={id} readOnly={me.preview} />,
};

/** /portal/projects/{projectId}: one project in tabs (Overview, then the sections staff share). */
export default function PortalProjectPage() {
  const projectId = Number(useParams().projectId);
  return <PortalGate>{(me) => <ProjectView me={me} projectId={projectId} />}</PortalGate>;
}

function ProjectView({ me, projectId }: { me: PortalMe; projectId: number }) {
  const project = useQuery(portalProjectQuery(projectId));
  return (
    <PortalFrame me={me} title={project.data?.name ?? t('portal:title')}>
      <Link to="/portal" className="inline-flex items-center gap-1 text-primary text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('portal:projects.heading')}
      </Link>
      <QueryView
        query={project}
        loading={<Skeleton className="h-64" />}
        errorTitle={t('common:couldNotLoad', { what: t('portal:title') })}
      >
        {(data) => <ProjectTabs me={me} project={data} />}
      </QueryView>
    </PortalFrame>
  );
}

function ProjectTabs({ me, project }: { me: PortalMe; project: PortalProject }) {
  const [search, setSearch] = useSearchParams();
  const shown = project.sections.filter((s) => sectionTabs[s]);
  const asked = search.get('tab') as TabName | null;
  const tab: TabName =
    asked && (asked === 'overview' || shown.includes(asked as PortalSection)) ? asked : 'overview';
  return (
    <>
      <h1 className="font-semibold text-2xl text-slate-900 wrap-anywhere">{project.name}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => setSearch(value === 'overview' ? {} : { tab: value }, { replace: true })}
      >
        <div className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
          <TabsList>
            <TabsTrigger value="overview">{t('portal:tabs.overview')}</TabsTrigger>
            {shown.map((s) => (
              <TabsTrigger key={s} value={s}>
                {t(`portal:tabs.${s}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview" className="mt-4">
          <OverviewTab project={project} />
        </TabsContent>
        {shown.map((s) => (
          <TabsContent key={s} value={s} className="mt-4">
            <Suspense fallback={<Skeleton className="h-40" aria-busy="true" />}>
              {sectionTabs[s]?.(project.id, me)}
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
