import '#domain/messages/load/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { SearchBox } from '../../search/components/search-box';
import { dashboardSummaryQuery } from '../api';
import { ActiveProjects } from '../components/active-projects';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { FinancialSummary } from '../components/financial-summary';
import { RecentCustomers } from '../components/recent-customers';
import { StatCards } from '../components/stat-cards';

export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title={t('dashboard:title')}
        description={t('dashboard:description')}
        actions={
          <>
            <SearchBox className="w-full sm:w-64" />
            <Button asChild>
              <Link to={href('/projects/new')}>
                <Plus aria-hidden="true" />
                {t('dashboard:newProject')}
              </Link>
            </Button>
          </>
        }
      />
      <DashboardContent />
    </>
  );
}

function DashboardContent() {
  const query = useQuery(dashboardSummaryQuery);
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('dashboard:loadError')}
        message={errorMessage(query.error, t('dashboard:loadErrorFallback'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const summary = query.data;
  return (
    <div className="flex flex-col gap-8">
      <StatCards stats={summary.stats} />
      <ActiveProjects projects={summary.activeProjects} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6">
        <div className="min-w-0">
          <RecentCustomers
            customers={summary.recentCustomers}
            totalCustomers={summary.stats.totalCustomers}
          />
        </div>
        <FinancialSummary
          revenueYtd={summary.revenueYtd}
          revenueByMonth={summary.revenueByMonth}
          pendingInvoices={summary.pendingInvoices}
        />
      </div>
    </div>
  );
}
