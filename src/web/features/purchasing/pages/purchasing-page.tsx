import '#domain/messages/load/budget';
import '#domain/messages/load/purchasing';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FilePlus2, Receipt, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { PurchaseOrderSummary } from '#domain/contracts/purchase-orders';
import type { VendorBillSummary } from '#domain/contracts/vendor-bills';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { Link, useParams } from '#web/lib/router';
import { useCompanyId, useUser } from '../../auth/api';
import { projectQuery } from '../../projects/api';
import { projectBillsQuery, purchaseOrdersQuery, useSendPurchaseOrder, useVoidPurchaseOrder } from '../api';
import { billColumns, orderColumns } from '../components/purchasing-tables';

// The forms (and their schemas, with zod) load when opened, not with the lists.
const PurchaseOrderDialog = lazy(() =>
  import('../components/purchase-order-dialog').then((m) => ({ default: m.PurchaseOrderDialog })),
);
const BillDialog = lazy(() => import('../components/bill-dialog').then((m) => ({ default: m.BillDialog })));
const PurchaseOrderDetailDialog = lazy(() =>
  import('../components/purchase-order-detail-dialog').then((m) => ({
    default: m.PurchaseOrderDetailDialog,
  })),
);
const PaymentDialog = lazy(() =>
  import('../components/payment-dialog').then((m) => ({ default: m.PaymentDialog })),
);

/**
 * /projects/{id}/purchasing: the project's purchase orders and vendor bills (issue 27). Managers create and send
 * orders, enter bills against them and record payments; the budget's Committed and Actual Cost follow.
 */
export default function PurchasingPage() {
  const id = Number(useParams().id);
  const companyId = useCompanyId();
  const mayManage = can(useUser().user, 'managePurchasing');
  const project = useQuery(projectQuery(id));
  const orders = useQuery(purchaseOrdersQuery(id));
  const bills = useQuery(projectBillsQuery(companyId, id));
  const send = useSendPurchaseOrder(id);
  const voiding = useVoidPurchaseOrder(id);
  const [dialog, setDialog] = useState<'order' | 'bill' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [toVoid, setToVoid] = useState<PurchaseOrderSummary | null>(null);
  const [paying, setPaying] = useState<VendorBillSummary | null>(null);
  const poColumns = useMemo(
    () =>
      orderColumns({
        canManage: mayManage,
        view: (o) => setViewing(o.id),
        edit: (o) => setEditing(o.id),
        send: (o) => send.mutate(o),
        void: setToVoid,
      }),
    [mayManage, send.mutate],
  );
  const columnsOfBills = useMemo(() => billColumns({ canManage: mayManage, pay: setPaying }), [mayManage]);
  const billable = (orders.data ?? []).filter((o) => o.status === 'sent' || o.status === 'partially_billed');
  const button = (kind: 'order' | 'bill') =>
    mayManage ? (
      <Button onClick={() => setDialog(kind)}>
        {kind === 'order' ? <FilePlus2 aria-hidden="true" /> : <Receipt aria-hidden="true" />}
        {t(kind === 'order' ? 'purchasing:ui.newPurchaseOrder' : 'purchasing:ui.newBill')}
      </Button>
    ) : null;
  return (
    <>
      <PageHeader
        title={project.data ? project.data.name : <Skeleton className="h-9 w-64" />}
        description={t('budget:purchasing')}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={href('/projects/:id/budget', { id })}>
                <ArrowLeft aria-hidden="true" />
                {t('budget:title')}
              </Link>
            </Button>
            {button('order')}
            {button('bill')}
          </>
        }
      />
      <div className="grid gap-8">
        <section className="grid gap-3">
          <h2 className="font-semibold text-lg text-slate-900">{t('purchasing:ui.purchaseOrders')}</h2>
          <DataTable
            label={t('purchasing:ui.purchaseOrders')}
            columns={poColumns}
            rows={orders.data ?? []}
            getRowId={(row) => row.id}
            query={orders}
            errorTitle={t('purchasing:ui.loadError')}
            empty={
              <EmptyState icon={ShoppingCart} title={t('purchasing:ui.emptyOrders')} action={button('order')}>
                {t('purchasing:ui.emptyOrdersText')}
              </EmptyState>
            }
          />
        </section>
        <section className="grid gap-3">
          <h2 className="font-semibold text-lg text-slate-900">{t('purchasing:ui.bills')}</h2>
          <DataTable
            label={t('purchasing:ui.bills')}
            columns={columnsOfBills}
            rows={bills.data ?? []}
            getRowId={(row) => row.id}
            query={bills}
            errorTitle={t('purchasing:ui.loadError')}
            empty={
              <EmptyState icon={Receipt} title={t('purchasing:ui.emptyBills')} action={button('bill')}>
                {t('purchasing:ui.emptyBillsText')}
              </EmptyState>
            }
          />
        </section>
      </div>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PurchaseOrderDetailDialog
            orderId={viewing}
            onClose={() => setViewing(null)}
            onEdit={(order) => {
              setViewing(null);
              setEditing(order.id);
            }}
          />
        </Suspense>
      ) : null}
      {mayManage ? (
        <Suspense fallback={null}>
          {editing !== null ? (
            <PurchaseOrderDialog
              projectId={id}
              orderId={editing}
              open
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
            />
          ) : null}
          {dialog === 'order' ? (
            <PurchaseOrderDialog
              projectId={id}
              open
              onOpenChange={(open) => setDialog(open ? 'order' : null)}
            />
          ) : null}
          {dialog === 'bill' ? (
            <BillDialog
              companyId={companyId}
              projectId={id}
              orders={billable}
              open
              onOpenChange={(open) => setDialog(open ? 'bill' : null)}
            />
          ) : null}
          {paying ? (
            <PaymentDialog
              companyId={companyId}
              projectId={id}
              bill={paying}
              onOpenChange={(open) => (open ? undefined : setPaying(null))}
            />
          ) : null}
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={toVoid !== null}
        onOpenChange={(open) => (open ? undefined : setToVoid(null))}
        item={toVoid?.number ?? ''}
        description={t('purchasing:ui.voidText')}
        confirmLabel={t('purchasing:ui.void')}
        pendingLabel={t('common:saving')}
        pending={voiding.isPending}
        onConfirm={() => toVoid && voiding.mutate(toVoid, { onSettled: () => setToVoid(null) })}
      />
    </>
  );
}
