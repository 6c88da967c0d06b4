import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PortalMe, PortalProject } from '#domain/contracts/portal';
import type { PortalSection } from '#domain/enums';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { t } from '#web/lib/i18n';
import { portalProjectQuery } from '../api';
import { ChangeOrdersTab } from '../components/change-orders-tab';
import { DocumentsTab } from '../components/documents-tab';
import { EstimateTab } from '../components/estimate-tab';
import { InvoicesTab } from '../components/invoices-tab';
import { MessagesTab } from '../components/messages-tab';
import { OverviewTab } from '../components/overview-tab';
import { PortalFrame } from '../components/portal-frame';
import { PortalGate } from '../components/portal-gate';
import { SelectionsTab } from '../components/selections-tab';

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
            {sectionTabs[s]?.(project.id, me)}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
