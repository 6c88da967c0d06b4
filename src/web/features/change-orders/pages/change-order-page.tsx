import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { Ban, CircleCheck, CircleX, Download, Save, Send, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ChangeOrderView } from '#domain/contracts/change-orders';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '#domain/format';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { Select } from '#web/components/ui/select';
import { Skeleton } from '#web/components/ui/skeleton';
import { Textarea } from '#web/components/ui/textarea';
import { errorMessage } from '#web/lib/api';
import { useContractForm } from '#web/lib/contract-form';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useNavigate, useParams } from '#web/lib/router';
import {
  changeOrderHistoryQuery,
  changeOrderPdfUrl,
  changeOrderQuery,
  useDeleteChangeOrder,
  useUpdateChangeOrder,
  useVoidChangeOrder,
} from '../api';
import { bodyOf, changeOrderFormResolver, formValuesOf } from '../change-order-form';
import { ChangeOrderStatusBadge } from '../components/change-order-status-badge';
import { LinesEditor } from '../components/lines-editor';
import { changeOrderReasonOptions, changeOrderStatusLabels } from '../status';

// Send, Mark Approved and Mark Declined (their forms and schemas, with zod) load when first opened.
const SendChangeOrderDialog = lazy(() =>
  import('../components/send-change-order-dialog').then((m) => ({ default: m.SendChangeOrderDialog })),
);
const ApproveChangeOrderDialog = lazy(() =>
  import('../components/approve-change-order-dialog').then((m) => ({ default: m.ApproveChangeOrderDialog })),
);
const DeclineChangeOrderDialog = lazy(() =>
  import('../components/decline-change-order-dialog').then((m) => ({ default: m.DeclineChangeOrderDialog })),
);

/** /projects/{id}/change-orders/{changeOrderId}: a draft is edited here; any other status is shown as it stands. */
export default function ChangeOrderPage() {
  const params = useParams();
  const projectId = Number(params.id);
  const id = Number(params.changeOrderId);
  const query = useQuery(changeOrderQuery(id));
  const back = href('/projects/:id', { id: projectId }, { tab: 'changeOrders' });
  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.isError) {
    return (
      <>
        <BackLink to={back}>{t('changeOrders:screen.backToProject')}</BackLink>
        <ErrorState
          title={t('changeOrders:screen.notFound')}
          message={errorMessage(query.error, t('changeOrders:screen.notFound'))}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const co = query.data;
  return (
    <>
      <BackLink to={back}>{t('changeOrders:screen.backToProject')}</BackLink>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {co.number}: {co.title}
            <ChangeOrderStatusBadge status={co.status} />
          </span>
        }
        description={t(`changeOrders:reasons.${co.reason}`)}
        actions={
          <>
            {co.canManage ? <DecisionActions co={co} /> : null}
            <PdfButton co={co} />
          </>
        }
      />
      {co.status === 'draft' && co.canManage ? <DraftForm key={co.version} co={co} /> : <ReadOnly co={co} />}
      <History id={co.id} />
    </>
  );
}

function Totals({ co }: { co: ChangeOrderView }) {
  return (
    <dl className="grid justify-end gap-1 text-sm">
      <div className="flex justify-between gap-8">
        <dt className="text-slate-500">{t('changeOrders:screen.totals.cost')}</dt>
        <dd className="tabular-nums">{formatMoney(co.totalCost)}</dd>
      </div>
      <div className="flex justify-between gap-8 font-semibold text-base text-slate-900">
        <dt>{t('changeOrders:screen.totals.total')}</dt>
        <dd className="tabular-nums">{formatMoney(co.total)}</dd>
      </div>
    </dl>
  );
}

/** A draft: its fields and lines in one form, saved together. */
function DraftForm({ co }: { co: ChangeOrderView }) {
  const update = useUpdateChangeOrder(co);
  const { form, onSubmit, pending, error } = useContractForm({
    resolver: changeOrderFormResolver,
    defaultValues: formValuesOf(co),
    save: (values) => update.mutateAsync(bodyOf(values)),
    afterSave: 'keep',
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-6" noValidate>
      <Card className="grid gap-4 p-4 md:grid-cols-2 md:p-6">
        <FormField label={t('changeOrders:screen.fields.title')} error={error('title')}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label={t('changeOrders:screen.fields.reason')} error={error('reason')}>
          <Select options={changeOrderReasonOptions} {...form.register('reason')} />
        </FormField>
        <FormField
          label={t('changeOrders:screen.fields.description')}
          error={error('description')}
          className="md:col-span-2"
        >
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
        <FormField
          label={t('changeOrders:screen.fields.scheduleDays')}
          hint={t('changeOrders:screen.fields.scheduleHint')}
          error={error('scheduleDays')}
        >
          <Input inputMode="numeric" className="w-32" {...form.register('scheduleDays')} />
        </FormField>
      </Card>
      <Card className="grid gap-4 p-4 md:p-6">
        <h2 className="font-semibold text-lg text-slate-900">{t('changeOrders:screen.lines.title')}</h2>
        <LinesEditor projectId={co.projectId} control={form.control} register={form.register} />
        <Totals co={co} />
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          <Save aria-hidden="true" />
          {pending ? t('changeOrders:screen.actions.saving') : t('changeOrders:screen.actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Any change order as it stands: what was decided, by whom, and its lines. */
function ReadOnly({ co }: { co: ChangeOrderView }) {
  // The client approved it on the public page with their signature.
  const signed = co.signature;
  const decided = signed
    ? t('changeOrders:screen.signedBy', { name: signed.name, day: signed.signedAt })
    : co.decidedAt && co.status !== 'void'
      ? co.decidedByName
        ? t('changeOrders:screen.decidedBy', {
            status: changeOrderStatusLabels[co.status],
            name: co.decidedByName,
            day: formatDate(co.decidedAt),
          })
        : t('changeOrders:screen.decidedByClient', {
            status: changeOrderStatusLabels[co.status],
            day: formatDate(co.decidedAt),
          })
      : null;
  return (
    <div className="grid gap-6">
      <Card className="grid gap-2 p-4 text-sm md:p-6">
        {co.description ? <p className="whitespace-pre-line text-slate-700">{co.description}</p> : null}
        <p className="text-slate-600">
          {t('changeOrders:screen.fields.scheduleDays')}: {co.scheduleDays}
        </p>
        {decided ? (
          <p className="text-slate-900">
            {decided}
            {co.decisionNote && !signed ? `: ${co.decisionNote}` : ''}
          </p>
        ) : null}
        {signed ? (
          <img
            src={signed.image}
            alt={t('changeOrders:screen.signatureImage', { name: signed.name })}
            className="h-20 w-auto max-w-full self-start rounded border border-slate-200 bg-white p-1"
          />
        ) : null}
        {co.status === 'draft' ? <p className="text-slate-500">{t('changeOrders:screen.readOnly')}</p> : null}
      </Card>
      <Card className="grid gap-4 p-4 md:p-6">
        <h2 className="font-semibold text-lg text-slate-900">{t('changeOrders:screen.lines.title')}</h2>
        {co.lines.length === 0 ? (
          <p className="text-slate-500 text-sm">{t('changeOrders:screen.lines.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-slate-200 border-b text-left text-slate-600">
                <th className="py-2 font-medium">{t('changeOrders:screen.lines.name')}</th>
                <th className="py-2 text-right font-medium">{t('changeOrders:screen.lines.quantity')}</th>
                <th className="hidden py-2 text-right font-medium sm:table-cell">
                  {t('changeOrders:screen.lines.unitPrice')}
                </th>
                <th className="py-2 text-right font-medium">{t('changeOrders:screen.lines.total')}</th>
              </tr>
            </thead>
            <tbody>
              {co.lines.map((line) => (
                <tr key={line.id} className="border-slate-100 border-b align-top">
                  <td className="py-2 pr-2">
                    <div className="text-slate-900">{line.name}</div>
                    {line.description ? (
                      <div className="text-slate-500 text-xs">{line.description}</div>
                    ) : null}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {formatQuantity(line.quantity)} {line.unit ?? ''}
                  </td>
                  <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                    {formatMoney(line.unitPrice)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Totals co={co} />
      </Card>
    </div>
  );
}

/** The change order as a PDF, for everyone who reads it. */
function PdfButton({ co }: { co: ChangeOrderView }) {
  const pdf = usePdfDownload(changeOrderPdfUrl(co.id), `change-order-${co.number}.pdf`);
  return (
    <Button
      variant="outline"
      loading={pdf.isPending}
      loadingText={t('changeOrders:screen.preparingPdf')}
      onClick={() => pdf.mutate()}
    >
      <Download aria-hidden="true" />
      {t('changeOrders:screen.downloadPdf')}
    </Button>
  );
}

/** Send, Mark Approved, Mark Declined, Void and Delete, each where the status allows it. */
function DecisionActions({ co }: { co: ChangeOrderView }) {
  const [open, setOpen] = useState<'send' | 'approve' | 'decline' | 'void' | 'delete' | null>(null);
  const voiding = useVoidChangeOrder(co);
  const remove = useDeleteChangeOrder(co);
  const navigate = useNavigate();
  // Stay mounted after the first opening so closing can animate and hand focus back.
  const sendMounted = useOpenedOnce(open === 'send');
  const approveMounted = useOpenedOnce(open === 'approve');
  const declineMounted = useOpenedOnce(open === 'decline');
  const deciding = co.status === 'draft' || co.status === 'pending';
  if (!deciding) return null;
  const close = (next: boolean) => setOpen(next ? open : null);
  return (
    <>
      <Button onClick={() => setOpen('send')}>
        <Send aria-hidden="true" />
        {t('changeOrders:screen.send')}
      </Button>
      {sendMounted ? (
        <Suspense fallback={null}>
          <SendChangeOrderDialog co={co} open={open === 'send'} onOpenChange={close} />
        </Suspense>
      ) : null}
      <Button variant={co.status === 'draft' ? 'outline' : 'primary'} onClick={() => setOpen('approve')}>
        <CircleCheck aria-hidden="true" />
        {t('changeOrders:screen.actions.approve')}
      </Button>
      <Button variant="outline" onClick={() => setOpen('decline')}>
        <CircleX aria-hidden="true" />
        {t('changeOrders:screen.actions.decline')}
      </Button>
      <Button variant="outline" onClick={() => setOpen('void')}>
        <Ban aria-hidden="true" />
        {t('changeOrders:screen.actions.void')}
      </Button>
      {co.status === 'draft' ? (
        <Button variant="outline" onClick={() => setOpen('delete')}>
          <Trash2 aria-hidden="true" />
          {t('changeOrders:screen.actions.delete')}
        </Button>
      ) : null}
      {approveMounted ? (
        <Suspense fallback={null}>
          <ApproveChangeOrderDialog co={co} open={open === 'approve'} onOpenChange={close} />
        </Suspense>
      ) : null}
      {declineMounted ? (
        <Suspense fallback={null}>
          <DeclineChangeOrderDialog co={co} open={open === 'decline'} onOpenChange={close} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={open === 'void'}
        onOpenChange={close}
        item={co.number}
        description={t('changeOrders:screen.voidDialog.description')}
        confirmLabel={t('changeOrders:screen.voidDialog.submit')}
        pendingLabel={t('common:saving')}
        pending={voiding.isPending}
        onConfirm={() => voiding.mutate(undefined, { onSettled: () => setOpen(null) })}
      />
      <ConfirmDeleteDialog
        open={open === 'delete'}
        onOpenChange={close}
        item={t('changeOrders:screen.deleteItem', { number: co.number })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () =>
              void navigate(href('/projects/:id', { id: co.projectId }, { tab: 'changeOrders' })),
          })
        }
      />
    </>
  );
}

/** Who did what and when, from where: newest first. */
function History({ id }: { id: number }) {
  const history = useQuery(changeOrderHistoryQuery(id));
  return (
    <Card className="mt-6 grid gap-3 p-4 md:p-6">
      <h2 className="font-semibold text-lg text-slate-900">{t('changeOrders:screen.history')}</h2>
      {history.data?.length ? (
        <ol className="grid gap-2 text-sm">
          {history.data.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap justify-between gap-2 border-slate-100 border-b pb-2"
            >
              <span className="text-slate-900">{entry.details}</span>
              <span className="text-slate-500">
                {entry.actorName ? `${entry.actorName} · ` : ''}
                {formatDateTime(entry.timestamp)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-500 text-sm">{t('changeOrders:screen.historyEmpty')}</p>
      )}
    </Card>
  );
}
