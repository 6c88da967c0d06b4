import { Link } from 'react-router';
import type { DashboardCustomer } from '../../../../domain/contracts/dashboard';
import { projectTypeLabel } from '../../../../domain/enums';
import { formatWholeDollars } from '../../../../domain/format';
import { StageBadge } from '../../../components/ui/stage-badge';
import { SectionHeading } from './section-heading';

type Props = { customers: DashboardCustomer[]; totalCustomers: number };

/** The 5 newest customers with their latest project and the budgets of all their projects. */
export function RecentCustomers({ customers, totalCustomers }: Props) {
  return (
    <section aria-labelledby="dashboard-recent-customers" className="min-w-0">
      <SectionHeading id="dashboard-recent-customers" title="Recent Customers" />
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
        <div className="overflow-x-auto">
          <table className="w-full whitespace-nowrap text-sm">
            <thead className="border-slate-200 border-b bg-slate-50 text-left text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Name
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Email
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Project Type
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  Budget
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Stage
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {customers.length === 0 ? (
                <tr>
                  <td colSpan={5} className="px-4 py-8 text-center text-slate-500">
                    No customers yet.
                  </td>
                </tr>
              ) : (
                customers.map((c) => (
                  <tr key={c.id} className="hover:bg-slate-50">
                    <td className="whitespace-nowrap px-3 py-3 font-medium">
                      <Link
                        to={`/customers/${c.id}`}
                        className="text-slate-900 hover:text-primary hover:underline"
                      >
                        {`${c.firstName} ${c.lastName}`.trim()}
                      </Link>
                    </td>
                    <td className="max-w-40 truncate px-3 py-3 text-slate-600" title={c.email ?? undefined}>
                      {c.email || 'No email'}
                    </td>
                    <td className="px-3 py-3 text-slate-600 capitalize">
                      {c.latestProjectType ? projectTypeLabel(c.latestProjectType) : '—'}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-right text-slate-900 tabular-nums">
                      {c.projectCount > 0 ? formatWholeDollars(c.totalBudget) : 'No projects'}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3">
                      {c.latestProjectStage ? <StageBadge stage={c.latestProjectStage} /> : '—'}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <div className="flex items-center justify-between gap-3 border-slate-200 border-t px-3 py-3 text-sm">
          <span className="text-slate-500">
            Showing {customers.length} of {totalCustomers} customers
          </span>
          <Link to="/customers" className="font-medium text-primary hover:underline">
            View All
          </Link>
        </div>
      </div>
    </section>
  );
}
