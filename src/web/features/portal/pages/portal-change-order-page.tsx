import '#domain/messages/load/portal';
import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { PortalChangeOrder, PortalMe } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney, formatQuantity } from '#domain/format';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { ChangeOrderStatusBadge } from '../../change-orders/components/change-order-status-badge';
import { portalChangeOrderQuery } from '../api';
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
        {(co) => <ChangeOrderDocument co={co} />}
      </QueryView>
    </PortalFrame>
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
