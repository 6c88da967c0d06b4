import '#domain/messages/load/dashboard';
import { createColumnHelper } from '@tanstack/react-table';
import type { DashboardCustomer } from '#domain/contracts/dashboard';
import { projectTypeLabel } from '#domain/enums';
import { formatWholeDollars } from '#domain/format';
import { href } from '#web/app/paths';
import { DataTable } from '#web/components/ui/data-table';
import { StageBadge } from '#web/components/ui/stage-badge';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { SectionHeading } from './section-heading';

const column = createColumnHelper<DashboardCustomer>();

/** Name, email, the latest project's type and stage, and the budgets of all the customer's projects. */
const recentCustomerColumns = [
  column.display({
    id: 'name',
    header: t('dashboard:recentCustomers.columns.name'),
    cell: ({ row: { original: c } }) => (
      <Link
        to={href('/customers/:id', { id: c.id })}
        className="font-medium text-slate-900 hover:text-primary hover:underline"
      >
        {`${c.firstName} ${c.lastName}`.trim()}
      </Link>
    ),
    meta: { card: 'title', className: 'truncate' },
  }),
  column.accessor('email', {
    header: t('dashboard:recentCustomers.columns.email'),
    cell: ({ getValue }) => (
      <span className="block truncate text-slate-600" title={getValue() ?? undefined}>
        {getValue() || t('dashboard:recentCustomers.noEmail')}
      </span>
    ),
  }),
  column.accessor('latestProjectType', {
    header: t('dashboard:recentCustomers.columns.projectType'),
    cell: ({ getValue }) => {
      const type = getValue();
      return <span className="capitalize">{type ? projectTypeLabel(type) : '—'}</span>;
    },
    meta: { width: 'w-32' },
  }),
  column.display({
    id: 'budget',
    header: t('dashboard:recentCustomers.columns.budget'),
    cell: ({ row: { original: c } }) =>
      c.projectCount > 0 ? formatWholeDollars(c.totalBudget) : t('dashboard:recentCustomers.noProjects'),
    meta: { width: 'w-32', align: 'right', className: 'whitespace-nowrap text-slate-900' },
  }),
  column.accessor('latestProjectStage', {
    header: t('dashboard:recentCustomers.columns.stage'),
    cell: ({ getValue }) => {
      const stage = getValue();
      return stage ? <StageBadge stage={stage} /> : '—';
    },
    meta: { width: 'w-36', card: 'aside' },
  }),
];

type Props = { customers: DashboardCustomer[]; totalCustomers: number };

/** The 5 newest customers with their latest project and the budgets of all their projects. */
export function RecentCustomers({ customers, totalCustomers }: Props) {
  return (
    <section aria-labelledby="dashboard-recent-customers" className="min-w-0">
      <SectionHeading id="dashboard-recent-customers" title={t('dashboard:recentCustomers.title')} />
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
        <DataTable
          label={t('dashboard:recentCustomers.label')}
          tableFrom="sm"
          columns={recentCustomerColumns}
          rows={customers}
          getRowId={(customer) => customer.id}
          errorTitle={t('dashboard:recentCustomers.loadError')}
          empty={
            <p className="py-4 text-center text-slate-500 text-sm">{t('dashboard:recentCustomers.empty')}</p>
          }
        />
        <div className="flex items-center justify-between gap-3 border-slate-200 border-t px-3 py-3 text-sm">
          <span className="text-slate-500">
            {t('dashboard:recentCustomers.showing', { shown: customers.length, total: totalCustomers })}
          </span>
          <Link to={href('/customers')} className="font-medium text-primary hover:underline">
            {t('dashboard:recentCustomers.viewAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
