import '#domain/messages/load/payments';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Payment } from '#domain/contracts/payments';
import { formatDate, formatMoney } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';
import { projectDepositsQuery, useDeleteDeposit } from '../payments-api';
import { PaymentRows } from './payment-rows';

// The form (and its schema, with zod) loads when Record Deposit is pressed.
const DepositDialog = lazy(() => import('./deposit-dialog').then((m) => ({ default: m.DepositDialog })));

type DepositsCardProps = { companyId: number; projectId: number; manages: boolean };

/**
 * The project's deposits on account (decision 0267): money received before its invoice exists, which the project's
 * next invoice takes. Admins and managers record and delete them; everyone else reads.
 */
export function DepositsCard({ companyId, projectId, manages }: DepositsCardProps) {
  const deposits = useQuery(projectDepositsQuery(projectId));
  const remove = useDeleteDeposit(companyId, projectId);
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const rows = deposits.data?.deposits ?? [];
  return (
    <section aria-labelledby="deposits-title">
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle id="deposits-title">{t('payments:deposits.title')}</CardTitle>
            <CardDescription>{t('payments:deposits.description')}</CardDescription>
          </div>
          {manages ? (
            <Button size="sm" variant="outline" onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" />
              {t('payments:deposits.record')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {deposits.isError ? (
            <p className="text-red-700">{t('payments:deposits.loadError')}</p>
          ) : rows.length === 0 ? (
            <p className="text-slate-500">
              {deposits.isPending ? t('common:loading') : t('payments:deposits.none')}
            </p>
          ) : (
            <>
              <PaymentRows
                payments={rows}
                actions={(deposit) =>
                  manages ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('payments:deposits.remove', {
                        amount: formatMoney(deposit.amount),
                        day: formatDate(deposit.date),
                      })}
                      onClick={() => setDeleting(deposit)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null
                }
              />
              <p className="text-right tabular-nums">
                <span className="text-slate-500">{t('payments:deposits.total')} </span>
                <span className="font-semibold">{formatMoney(deposits.data?.total ?? '0')}</span>
              </p>
            </>
          )}
        </CardContent>
      </Card>
      {manages && recording ? (
        <Suspense fallback={null}>
          <DepositDialog companyId={companyId} projectId={projectId} onClose={() => setRecording(false)} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('payments:deposits.removeItem')}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
