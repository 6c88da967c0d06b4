import '#domain/messages/load/dashboard';
import { DollarSign, FileText, FolderKanban, type LucideIcon, Users } from 'lucide-react';
import type { DashboardSummary } from '#domain/contracts/dashboard';
import { formatWholeDollars } from '#domain/format';
import { href } from '#web/app/paths';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';

type Stat = { label: string; value: string; to: string; icon: LucideIcon };

/** The four cards of the stat strip; each one links to the list behind its figure. */
export function StatCards({ stats }: { stats: DashboardSummary['stats'] }) {
  const items: Stat[] = [
    {
      label: t('dashboard:stats.activeProjects'),
      value: String(stats.activeProjects),
      to: href('/projects'),
      icon: FolderKanban,
    },
    {
      label: t('dashboard:stats.totalCustomers'),
      value: String(stats.totalCustomers),
      to: href('/customers'),
      icon: Users,
    },
    {
      label: t('dashboard:stats.revenueThisMonth'),
      value: formatWholeDollars(stats.revenueThisMonth),
      to: href('/finances'),
      icon: DollarSign,
    },
    {
      label: t('dashboard:stats.pendingInvoices'),
      value: String(stats.pendingInvoices),
      to: href('/finances'),
      icon: FileText,
    },
  ];
  return (
    <ul aria-label={t('dashboard:stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {items.map((item) => (
        <li key={item.label}>
          <StatCard {...item} />
        </li>
      ))}
    </ul>
  );
}

function StatCard({ label, value, to, icon: Icon }: Stat) {
  return (
    <Link
      to={to}
      data-testid="stat-card"
      className="flex h-full items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-slate-300 hover:bg-slate-50"
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-500 text-sm">{label}</p>
        <p className="mt-1 font-bold text-2xl text-slate-900 tabular-nums tracking-tight">{value}</p>
      </div>
      <span className="hidden rounded-md bg-primary-soft p-1.5 text-primary sm:inline-flex">
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </Link>
  );
}
