import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { FilePlus2, FileSignature } from 'lucide-react';
import { useState } from 'react';
import type { ChangeOrderSummary } from '#domain/contracts/change-orders';
import { formatDate, formatMoney } from '#domain/format';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { changeOrdersQuery } from '../api';
import { ChangeOrderStatusBadge } from './change-order-status-badge';
import { NewChangeOrderDialog } from './new-change-order-dialog';

const column = createColumnHelper<ChangeOrderSummary>();

const columns = [
  column.accessor('number', {
    header: t('changeOrders:screen.columns.number'),
    cell: ({ row, getValue }) => (
      <Link
        to={href('/projects/:id/change-orders/:changeOrderId', {
          id: row.original.projectId,
          changeOrderId: row.original.id,
        })}
        className="font-medium text-slate-900 hover:text-primary hover:underline"
      >
        {getValue()}
      </Link>
    ),
    meta: { width: 'w-24', card: 'title' },
  }),
  column.accessor('title', {
    header: t('changeOrders:screen.columns.title'),
    cell: ({ getValue }) => <span className="line-clamp-2 break-words">{getValue()}</span>,
  }),
  column.accessor('status', {
    header: t('changeOrders:screen.columns.status'),
    cell: ({ getValue }) => <ChangeOrderStatusBadge status={getValue()} />,
    meta: { width: 'w-28', card: 'aside' },
  }),
  column.accessor('total', {
    header: t('changeOrders:screen.columns.total'),
    cell: ({ getValue }) => formatMoney(getValue()),
    meta: { width: 'w-32', align: 'right' },
  }),
  column.accessor('createdAt', {
    header: t('changeOrders:screen.columns.created'),
    cell: ({ getValue }) => formatDate(getValue()),
    meta: { width: 'w-32' },
  }),
];

/** The project's Change Orders tab: every change order with its status and total; managers start new ones. */
export function ChangeOrdersTab({ projectId }: { projectId: number }) {
  const list = useQuery(changeOrdersQuery(projectId));
  const mayCreate = can(useUser().user, 'manageChangeOrders');
  const [creating, setCreating] = useState(false);
  const newButton = mayCreate ? (
    <Button onClick={() => setCreating(true)}>
      <FilePlus2 aria-hidden="true" />
      {t('changeOrders:screen.newButton')}
    </Button>
  ) : null;
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">{t('changeOrders:screen.title')}</h2>
        {list.data?.length ? newButton : null}
      </div>
      <DataTable
        label={t('changeOrders:screen.listLabel')}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(row) => row.id}
        query={list}
        errorTitle={t('changeOrders:screen.loadError')}
        empty={
          <EmptyState icon={FileSignature} title={t('changeOrders:screen.emptyTitle')} action={newButton}>
            {t('changeOrders:screen.emptyText')}
          </EmptyState>
        }
      />
      {mayCreate ? (
        <NewChangeOrderDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
      ) : null}
    </section>
  );
}
