import '#domain/messages/load/portal';
import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import { formatDateMedium } from '#domain/format';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton, TabLoading } from '#web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { Link, useParams } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { useUser } from '../../auth/api';
import { PortalInviteButton } from '../../portal/staff/portal-invite-button';
import { customerQuery } from '../api';
import { ContactCard } from '../components/contact-card';
import { NotesCard } from '../components/notes-card';
import { ProjectsTab } from '../components/projects-tab';
import { SummaryCard } from '../components/summary-card';
import { customerName } from '../customer-name';

// The first tab (Projects) comes with the page; the other tabs' code, and the edit form's, loads when first
// opened, not with the customer (src/web/app/script-budgets.ts).
const TeamTab = lazy(() => import('../components/team-tab').then((m) => ({ default: m.TeamTab })));
const InvoicesTab = lazy(() =>
  import('../components/invoices-tab').then((m) => ({ default: m.InvoicesTab })),
);
const DocumentsList = lazy(() =>
  import('../../documents/components/documents-list').then((m) => ({ default: m.DocumentsList })),
);
const CustomerFormDialog = lazy(() =>
  import('../components/customer-form-dialog').then((m) => ({ default: m.CustomerFormDialog })),
);

const tabs = ['projects', 'team', 'invoices', 'documents'] as const;
type Tab = (typeof tabs)[number];
/** The open tab, in the address as `tab` (Projects when absent). */
const customerDetailState = v.object({ tab: v.fallback(v.picklist(tabs), 'projects') });

function BackToCustomers() {
  return <BackLink to={href('/customers')}>{t('customers:detail.back')}</BackLink>;
}

function CustomerNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <UserX className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900">{t('customers:detail.notFoundTitle')}</h1>
      <p className="max-w-md text-slate-500">{t('customers:detail.notFound')}</p>
      <Button asChild>
        <Link to={href('/customers')}>
          <ArrowLeft aria-hidden="true" />
          {t('customers:detail.back')}
        </Link>
      </Button>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="mb-4 h-4 w-36" />
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-4 w-40" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

export default function CustomerDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  // A path that is not an id cannot name a customer: the same page as a missing one.
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <BackToCustomers />
        <CustomerNotFound />
      </>
    );
  }
  return <CustomerDetail id={id} />;
}

function CustomerDetail({ id }: { id: number }) {
  const { user } = useUser();
  const customer = useQuery(customerQuery(id));
  const [editing, setEditing] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const editMounted = useOpenedOnce(editing);
  const [{ tab }, setState] = useUrlState(customerDetailState);

  if (customer.isPending) return <DetailSkeleton />;
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <>
        <BackToCustomers />
        {missing ? (
          <CustomerNotFound />
        ) : (
          <ErrorState
            title={t('customers:detail.loadError')}
            message={errorMessage(customer.error, t('common:unexpectedError'))}
            onRetry={() => void customer.refetch()}
          />
        )}
      </>
    );
  }

  const data = customer.data;
  // The customer's own company: a system administrator may look at another company's customer.
  const ownerCompanyId = data.companyId;

  return (
    <>
      <BackToCustomers />
      <PageHeader
        title={customerName(data)}
        description={[
          t('customers:detail.since', { date: formatDateMedium(data.createdAt) }),
          data.portalInvitedAt ? t('portal:staff.invitedOn', { day: data.portalInvitedAt }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('common:edit')}
            </Button>
            {can(user, 'invitePortal') ? <PortalInviteButton customer={data} /> : null}
            <Button asChild>
              <Link to={href('/projects/new', { customerId: data.id })}>
                <Plus aria-hidden="true" />
                {t('customers:projects.new')}
              </Link>
            </Button>
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-3">
        <ContactCard customer={data} />
        <SummaryCard customerId={data.id} />
        <NotesCard customerId={data.id} />
      </div>

      <Tabs
        className="mt-8"
        value={tab}
        // The open tab lives in the address, so a reload keeps it and Back returns to the one before. A tab's list
        // search and page are its own: another tab starts afresh.
        onValueChange={(next) => setState({ tab: next as Tab }, { drop: 'others' })}
      >
        <div className="overflow-x-auto">
          <TabsList>
            <TabsTrigger value="projects">{t('customers:detail.tabs.projects')}</TabsTrigger>
            <TabsTrigger value="team">{t('customers:detail.tabs.team')}</TabsTrigger>
            <TabsTrigger value="invoices">{t('customers:detail.tabs.invoices')}</TabsTrigger>
            <TabsTrigger value="documents">{t('customers:detail.tabs.documents')}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="projects">
          <ProjectsTab customerId={data.id} />
        </TabsContent>
        <TabsContent value="team">
          <Suspense fallback={<TabLoading />}>
            <TeamTab
              companyId={ownerCompanyId}
              customerId={data.id}
              canManage={can(user, 'manageCustomerTeam')}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="invoices">
          <Suspense fallback={<TabLoading />}>
            <InvoicesTab
              companyId={ownerCompanyId}
              customerId={data.id}
              canCreate={can(user, 'manageInvoices')}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="documents">
          <Suspense fallback={<TabLoading />}>
            <DocumentsList
              companyId={ownerCompanyId}
              filter={{ customerId: data.id }}
              emptyText={t('customers:detail.documentsEmpty')}
            />
          </Suspense>
        </TabsContent>
      </Tabs>

      {editMounted ? (
        <Suspense fallback={null}>
          <CustomerFormDialog
            open={editing}
            onOpenChange={setEditing}
            companyId={ownerCompanyId}
            customer={data}
          />
        </Suspense>
      ) : null}
    </>
  );
}
