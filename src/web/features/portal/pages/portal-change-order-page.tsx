import '#domain/messages/load/portal';
import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { PortalChangeOrder, PortalMe } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney, formatQuantity } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { Link, useParams } from '#web/lib/router';
import { ChangeOrderStatusBadge } from '../../change-orders/components/change-order-status-badge';
import { DecisionDialogs, type OpenDecision } from '../../client-decision/decision-dialogs';
import { portalChangeOrderQuery, usePortalApprove, usePortalDecline } from '../api';
import { PortalFrame } from '../components/portal-frame';
import { PortalGate } from '../components/portal-gate';

/** /portal/change-orders/{id}: a change order sent to the client, at its prices, with the new contract total. */
export default function PortalChangeOrderPage() {
  const id = Number(useParams().id);
  return <PortalGate>{(me) => <ChangeOrderView me={me} id={id} />}</PortalGate>;
}

function ChangeOrderView({ me, id }: { me: PortalMe; id: number }) {
  const changeOrder = useQuery(portalChangeOrderQuery(id));
  const data = changeOrder.data;
  return (
    <PortalFrame me={me} title={data ? `${data.number} ${data.title}` : t('portal:tabs.changeOrders')}>
      {data ? (
        <Link
          to={`/portal/projects/${data.projectId}?tab=changeOrders`}
          className="inline-flex items-center gap-1 text-primary text-sm hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('portal:changeOrders.back')}
        </Link>
      ) : null}
      <QueryView
        query={changeOrder}
        loading={<Skeleton className="h-96" />}
        errorTitle={t('common:couldNotLoad', { what: t('portal:tabs.changeOrders') })}
      >
        {(co) => (
          <>
            {co.status === 'pending' && !me.preview ? (
              <Decision co={co} clientName={me.customer.name} company={me.company.name} />
            ) : null}
            {co.signedBy ? (
              <p
                role="status"
                className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-green-900 text-sm"
              >
                <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
                {t('portal:changeOrders.signedBy', { name: co.signedBy.name, day: co.signedBy.signedAt })}
              </p>
            ) : null}
            <ChangeOrderDocument co={co} />
          </>
        )}
      </QueryView>
    </PortalFrame>
  );
}

/** Approve and Sign or Decline, while the change order waits for the client. */
function Decision({
  co,
  clientName,
  company,
}: {
  co: PortalChangeOrder;
  clientName: string;
  company: string;
}) {
  const [dialog, setDialog] = useState<OpenDecision>(null);
  const approve = usePortalApprove(co.id);
  const decline = usePortalDecline(co.id);
  return (
    <section className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between">
      <p className="text-amber-900 text-sm">
        {t('portal:changeOrders.waiting', { total: co.contractAfter })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('approve')}>{t('changeOrders:public.approve')}</Button>
        <Button variant="outline" onClick={() => setDialog('decline')}>
          {t('changeOrders:public.decline')}
        </Button>
      </div>
      <DecisionDialogs
        decision="changeOrders"
        open={dialog}
        onOpenChange={setDialog}
        total={co.total}
        companyName={company}
        recipientName={clientName}
        onApprove={(body) => approve.mutateAsync(body)}
        onDecline={(body) => decline.mutateAsync(body)}
      />
    </section>
  );
}

function ChangeOrderDocument({ co }: { co: PortalChangeOrder }) {
  const days = co.scheduleDays;
  return (
    <article className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <header className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-500">{co.number}</p>
          <h1 className="font-semibold text-2xl text-slate-900 wrap-anywhere">{co.title}</h1>
        </div>
        <ChangeOrderStatusBadge status={co.status} />
      </header>
      {co.description ? <p className="whitespace-pre-line text-slate-700">{co.description}</p> : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('portal:changeOrders.scheduleImpact')}</dt>
          <dd className="text-slate-900">
            {days === 0
              ? t('portal:changeOrders.noScheduleImpact')
              : t('portal:changeOrders.scheduleDays', { count: days })}
          </dd>
        </div>
        {co.sentAt ? (
          <div>
            <dt className="text-slate-500">{t('portal:changeOrders.sent')}</dt>
            <dd className="text-slate-900">{formatDateMedium(co.sentAt)}</dd>
          </div>
        ) : null}
        {co.decidedAt ? (
          <div>
            <dt className="text-slate-500">{t('portal:changeOrders.decided')}</dt>
            <dd className="text-slate-900">{formatDateMedium(co.decidedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="grid divide-y divide-slate-200 border-slate-200 border-y">
        {co.lines.map((line) => (
          <li key={line.id} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 wrap-anywhere">{line.name}</p>
              {line.description ? (
                <p className="text-slate-600 text-sm wrap-anywhere">{line.description}</p>
              ) : null}
              <p className="text-slate-600 text-sm">
                {formatQuantity(line.quantity)} {line.unit ?? ''} × {formatMoney(line.unitPrice)}
              </p>
            </div>
            <p className="font-semibold text-slate-900 sm:text-right">{formatMoney(line.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <dl className="ml-auto grid w-full max-w-sm gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('portal:changeOrders.contractBefore')}</dt>
          <dd className="text-slate-900">{formatMoney(co.contractBefore)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('portal:changeOrders.total')}</dt>
          <dd className="text-slate-900">{formatMoney(co.total)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-slate-200 border-t pt-1 font-semibold">
          <dt className="text-slate-900">{t('portal:changeOrders.contractAfter')}</dt>
          <dd className="text-slate-900">{formatMoney(co.contractAfter)}</dd>
        </div>
      </dl>
    </article>
  );
}
