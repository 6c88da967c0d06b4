import '#domain/messages/load/dashboard';
import { BarChart3, Plus } from 'lucide-react';
import type { DashboardSummary } from '#domain/contracts/dashboard';
import { formatWholeDollars } from '#domain/format';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { PendingInvoices } from './pending-invoices';
import { RevenueChart } from './revenue-chart';
import { SectionHeading } from './section-heading';

type Props = Pick<DashboardSummary, 'revenueYtd' | 'revenueByMonth' | 'pendingInvoices'>;

/** Revenue this year and by month, the invoices due first, and the way into finances. */
export function FinancialSummary({ revenueYtd, revenueByMonth, pendingInvoices }: Props) {
  const { user } = useUser();
  const mayInvoice = can(user, 'manageInvoices');
  // The reports are money: admins and managers; everyone else goes to the Finances page the button led to before.
  const mayReadReports = can(user, 'readFinancialReports');
  return (
    <section aria-labelledby="dashboard-financial-summary" className="min-w-0">
      <SectionHeading id="dashboard-financial-summary" title={t('dashboard:financial.title')} />
      <div className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-xs">
        <div>
          <p className="font-medium text-slate-500 text-sm">{t('dashboard:financial.revenueYtd')}</p>
          <p
            data-testid="revenue-ytd"
            className="mt-1 font-bold text-3xl text-slate-900 tabular-nums tracking-tight"
          >
            {formatWholeDollars(revenueYtd)}
          </p>
        </div>
        <RevenueChart months={revenueByMonth} />
        <PendingInvoices invoices={pendingInvoices} />
        <div className="flex flex-wrap gap-2">
          {mayInvoice ? (
            <Button asChild className="flex-1">
              <Link to={href('/finances/invoices/new')}>
                <Plus aria-hidden="true" />
                {t('dashboard:financial.createInvoice')}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" className="flex-1">
            <Link to={href(mayReadReports ? '/finances/reports' : '/finances')}>
              <BarChart3 aria-hidden="true" />
              {t('dashboard:financial.reports')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
