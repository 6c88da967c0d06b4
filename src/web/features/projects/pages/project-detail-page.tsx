import '#domain/messages/load/projects';
import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { Calculator, CalendarDays, Globe, Pencil, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import { formatDateLong } from '#domain/format';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton, TabLoading } from '#web/components/ui/skeleton';
import { StageBadge } from '#web/components/ui/stage-badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { Link, useParams } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { useUser } from '../../auth/api';
import { PhasesTab } from '../../phases/components/phases-tab';
import { projectQuery } from '../api';
import { StageProgress } from '../components/stage-progress';
import { SummaryCards } from '../components/summary-cards';

// The first tab (Project Phases) comes with the page; every other tab's code, and the edit dialog's, loads when it
// is first opened, so that the project's first load carries one tab and not ten (src/web/app/script-budgets.ts).
const PortalSettingsDialog = lazy(() =>
  import('../../portal/staff/portal-settings-dialog').then((m) => ({ default: m.PortalSettingsDialog })),
);
const DetailsTab = lazy(() => import('../components/details-tab').then((m) => ({ default: m.DetailsTab })));
const TasksTab = lazy(() =>
  import('../../tasks/components/tasks-tab').then((m) => ({ default: m.TasksTab })),
);
const BudgetTab = lazy(() => import('../components/budget-tab').then((m) => ({ default: m.BudgetTab })));
const JobCostingTab = lazy(() =>
  import('../../job-costing/components/job-costing-tab').then((m) => ({ default: m.JobCostingTab })),
);
const ChangeOrdersTab = lazy(() =>
  import('../../change-orders/components/change-orders-tab').then((m) => ({ default: m.ChangeOrdersTab })),
);
const SelectionsTab = lazy(() =>
  import('../../selections/components/selections-tab').then((m) => ({ default: m.SelectionsTab })),
);
const TeamTab = lazy(() =>
  import('../../project-team/components/team-tab').then((m) => ({ default: m.TeamTab })),
);
const ProjectFinancials = lazy(() =>
  import('../../finances/components/project-financials').then((m) => ({ default: m.ProjectFinancials })),
);
const DocumentsList = lazy(() =>
  import('../../documents/components/documents-list').then((m) => ({ default: m.DocumentsList })),
);
const CalendarView = lazy(() =>
  import('../../calendar/components/calendar-view').then((m) => ({ default: m.CalendarView })),
);
const ConversationPanel = lazy(() =>
  import('../../chat/components/conversation-panel').then((m) => ({ default: m.ConversationPanel })),
);
const CustomerMessagesTab = lazy(() =>
  import('../../customer-messages/components/customer-messages-tab').then((m) => ({
    default: m.CustomerMessagesTab,
  })),
);
const EditProjectDialog = lazy(() =>
  import('../components/edit-project-dialog').then((m) => ({ default: m.EditProjectDialog })),
);

const tabs = [
  ['phases', t('projects:tabs.phases')],
  ['details', t('projects:tabs.details')],
  ['tasks', t('projects:tabs.tasks')],
  ['budget', t('projects:tabs.budget')],
  ['jobCosting', t('projects:tabs.jobCosting')],
  ['changeOrders', t('projects:tabs.changeOrders')],
  ['selections', t('projects:tabs.selections')],
  ['team', t('projects:tabs.team')],
  ['financials', t('projects:tabs.financials')],
  ['documents', t('projects:tabs.documents')],
  ['calendar', t('projects:tabs.calendar')],
  ['chat', t('projects:tabs.chat')],
  ['messages', t('projects:tabs.messages')],
] as const;
type TabValue = (typeof tabs)[number][0];
/** The open tab, in the address as `tab` (Project Phases when absent). */
const projectDetailState = v.object({
  tab: v.fallback(v.picklist(tabs.map(([value]) => value)), 'phases'),
});

function BackToProjects() {
  return <BackLink to={href('/projects')}>{t('projects:backToProjects')}</BackLink>;
}

export default function ProjectDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useUser();
  const project = useQuery({ ...projectQuery(id), enabled: valid });
  // The tab lives in the address: a reload or a shared link opens the same tab, and Back returns to the last one.
  // What a tab keeps there (a list's search and page, the calendar's month) is its own: another tab starts afresh.
  const [{ tab }, setState] = useUrlState(projectDetailState);
  const [editOpen, setEditOpen] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const editMounted = useOpenedOnce(editOpen);
  const [portalOpen, setPortalOpen] = useState(false);
  const setTab = (next: string) => setState({ tab: next as TabValue }, { drop: 'others' });

  if (!valid || (project.error instanceof ApiError && project.error.status === 404)) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <BackToProjects />
        <EmptyState title={t('projects:detail.notFoundTitle')}>{t('projects:detail.notFound')}</EmptyState>
      </div>
    );
  }
  if (project.isError) {
    return (
      <>
        <BackToProjects />
        <ErrorState
          title={t('projects:edit.loadError')}
          message={errorMessage(project.error, t('common:somethingWentWrong'))}
          onRetry={() => void project.refetch()}
        />
      </>
    );
  }
  if (project.isPending || !user) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('projects:detail.loading')}
        </span>
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-16" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }

  const data = project.data;
  const companyId = data.companyId;
  const canManageTeam = can(user, 'manageProjectTeam');
  // The start date the project was given, in the words of the Details tab; never the creation date.
  const startDate = formatDateLong(data.startDate, t('projects:notSet'));

  return (
    <>
      <BackToProjects />
      <div className="mb-6 flex flex-col gap-4 xl:flex-row xl:items-start xl:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 font-bold text-2xl text-slate-900 tracking-tight wrap-anywhere md:text-3xl">
              {data.name}
            </h1>
            <StageBadge stage={data.stage} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-sm">
            <span>{t('projects:detail.number', { id: data.id })}</span>
            <span className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              {t('projects:detail.startDate', { date: startDate })}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 xl:shrink-0 xl:flex-nowrap">
          <Button
            variant="outline"
            onClick={() => {
              setEditOpen(true);
            }}
          >
            <Pencil aria-hidden="true" />
            {t('projects:edit.title')}
          </Button>
          <Button variant="outline" onClick={() => setPortalOpen(true)}>
            <Globe aria-hidden="true" />
            {t('portal:staff.settingsTitle')}
          </Button>
          {canManageTeam ? (
            <Button variant="outline" onClick={() => setTab('team')}>
              <Users aria-hidden="true" />
              {t('projects:detail.manageTeam')}
            </Button>
          ) : null}
          <Button asChild>
            <Link to={href('/projects/:id/budget', { id: data.id })}>
              <Calculator aria-hidden="true" />
              {t('projects:detail.budgetManagement')}
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid gap-4">
        <StageProgress stage={data.stage} />
        <SummaryCards projectId={data.id} />
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        {/* Narrow screens scroll the tab row sideways; wider ones wrap it so every tab stays in view. */}
        <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0">
          <TabsList className="w-max md:h-auto md:w-full md:flex-wrap md:justify-start md:gap-y-1">
            {tabs.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="flex-none">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="phases">
          <PhasesTab projectId={data.id} />
        </TabsContent>
        <TabsContent value="details">
          <Suspense fallback={<TabLoading />}>
            <DetailsTab project={data} />
          </Suspense>
        </TabsContent>
        <TabsContent value="tasks">
          <Suspense fallback={<TabLoading />}>
            <TasksTab projectId={data.id} companyId={companyId} />
          </Suspense>
        </TabsContent>
        <TabsContent value="budget">
          <Suspense fallback={<TabLoading />}>
            <BudgetTab projectId={data.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="jobCosting">
          <Suspense fallback={<TabLoading />}>
            <JobCostingTab projectId={data.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="changeOrders">
          <Suspense fallback={<TabLoading />}>
            <ChangeOrdersTab projectId={data.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="selections">
          <Suspense fallback={<TabLoading />}>
            <SelectionsTab projectId={data.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="team">
          <Suspense fallback={<TabLoading />}>
            <TeamTab projectId={data.id} companyId={companyId} canManage={canManageTeam} />
          </Suspense>
        </TabsContent>
        <TabsContent value="financials">
          <Suspense fallback={<TabLoading />}>
            <ProjectFinancials companyId={companyId} projectId={data.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="documents">
          <Suspense fallback={<TabLoading />}>
            {/* The project's documents also belong to its customer, so the customer's tab lists them too. */}
            <DocumentsList
              companyId={companyId}
              filter={{ projectId: data.id }}
              owner={{ projectId: data.id, customerId: data.customerId ?? undefined }}
              emptyText={t('projects:detail.documentsEmpty')}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="calendar">
          <Suspense fallback={<TabLoading />}>
            {tab === 'calendar' ? (
              <CalendarView companyId={companyId} projectId={data.id} withFilters />
            ) : null}
          </Suspense>
        </TabsContent>
        <TabsContent value="chat">
          <Suspense fallback={<TabLoading />}>
            <ConversationPanel
              projectId={data.id}
              companyId={companyId}
              className="h-[36rem] max-h-[75dvh]"
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="messages">
          <Suspense fallback={<TabLoading />}>
            <CustomerMessagesTab projectId={data.id} customerId={data.customerId} />
          </Suspense>
        </TabsContent>
      </Tabs>

      {editMounted ? (
        <Suspense fallback={null}>
          <EditProjectDialog projectId={data.id} open={editOpen} onOpenChange={setEditOpen} />
        </Suspense>
      ) : null}
      {portalOpen ? (
        <Suspense fallback={null}>
          <PortalSettingsDialog
            projectId={data.id}
            canManage={can(user, 'managePortal')}
            open={portalOpen}
            onOpenChange={setPortalOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
