import '#domain/messages/load/portal';
import { useQuery } from '@tanstack/react-query';
import { FileDiff } from 'lucide-react';
import { formatDateMedium, formatMoney } from '#domain/format';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { ChangeOrderStatusBadge } from '../../change-orders/components/change-order-status-badge';
import { portalChangeOrdersQuery } from '../api';

/** Change Orders: each one sent to the client, newest first, opening its page. */
export function ChangeOrdersTab({ projectId }: { projectId: number }) {
  const list = useQuery(portalChangeOrdersQuery(projectId));
  return (
    <QueryView
      query={list}
      loading={<Skeleton className="h-32" />}
      errorTitle={t('common:couldNotLoad', { what: t('portal:tabs.changeOrders') })}
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyState icon={FileDiff}>{t('portal:changeOrders.empty')}</EmptyState>}
    >
      {(rows) => (
        <ul className="grid gap-2">
          {rows.map((co) => (
            <li key={co.id}>
              <Link
                to={`/portal/change-orders/${co.id}`}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span className="font-medium text-slate-500">{co.number}</span>
                <span className="min-w-0 flex-1 font-semibold text-slate-900 wrap-anywhere">{co.title}</span>
                <ChangeOrderStatusBadge status={co.status} />
                <span className="w-full text-slate-600 text-sm sm:w-auto">
                  {co.sentAt ? `${t('portal:changeOrders.sent')} ${formatDateMedium(co.sentAt)}` : null}
                </span>
                <span className="font-semibold text-slate-900">{formatMoney(co.total)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
