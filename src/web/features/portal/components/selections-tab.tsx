import '#domain/messages/load/portal';
import '#domain/messages/load/selections';
import { useQuery } from '@tanstack/react-query';
import { Check, ImageOff, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PortalSelection } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney } from '#domain/format';
import { fromUnits, toUnits } from '#domain/pricing';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { DifferenceAmount } from '../../selections/components/difference-amount';
import { SelectionStatusBadge } from '../../selections/components/selection-status-badge';
import { portalSelectionsQuery, usePortalChoose } from '../api';

type Option = PortalSelection['options'][number];

const differenceOf = (option: Option, selection: PortalSelection) =>
  fromUnits(toUnits(option.price) - toUnits(selection.allowanceAmount ?? '0'));

/**
 * Selections: what the client decides, each with its options as cards with photos. The client's choice is final;
 * a price other than the allowance becomes a change order for them to approve, which the confirmation says.
 */
export function SelectionsTab({ projectId, readOnly }: { projectId: number; readOnly: boolean }) {
  const list = useQuery(portalSelectionsQuery(projectId));
  return (
    <QueryView
      query={list}
      loading={<Skeleton className="h-64" />}
      errorTitle={t('common:couldNotLoad', { what: t('portal:tabs.selections') })}
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyState icon={ListChecks}>{t('portal:selections.empty')}</EmptyState>}
    >
      {(rows) => (
        <div className="grid gap-6">
          {rows.map((s) => (
            <SelectionCard key={s.id} projectId={projectId} selection={s} readOnly={readOnly} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function SelectionCard({
  projectId,
  selection,
  readOnly,
}: {
  projectId: number;
  selection: PortalSelection;
  readOnly: boolean;
}) {
  const [choosing, setChoosing] = useState<Option | null>(null);
  const choose = usePortalChoose(projectId);
  const open = selection.status === 'open' || selection.status === 'overdue';
  return (
    <section aria-labelledby={`selection-${selection.id}`} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`selection-${selection.id}`} className="font-semibold text-lg text-slate-900 wrap-anywhere">
          {selection.title}
        </h2>
        <SelectionStatusBadge status={selection.status} />
      </div>
      {selection.description ? <p className="text-slate-600 text-sm">{selection.description}</p> : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {selection.allowanceAmount !== null ? (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('portal:selections.allowance')}</dt>
            <dd className="text-slate-900">{formatMoney(selection.allowanceAmount)}</dd>
          </div>
        ) : null}
        {selection.dueDate && open ? (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('portal:selections.decideBy')}</dt>
            <dd className="text-slate-900">{formatDateMedium(selection.dueDate)}</dd>
          </div>
        ) : null}
        {selection.changeOrderId && selection.changeOrderNumber ? (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('portal:selections.changeOrder')}</dt>
            <dd>
              <Link
                to={`/portal/change-orders/${selection.changeOrderId}`}
                className="text-primary hover:underline"
              >
                {selection.changeOrderNumber}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {selection.options.map((option) => {
          const chosen = selection.chosenOptionId === option.id;
          return (
            <li key={option.id}>
              <article
                className={cn(
                  'flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-sm',
                  chosen ? 'border-green-600 ring-2 ring-green-600' : 'border-slate-200',
                )}
              >
                {option.photoUrl ? (
                  <img
                    src={option.photoUrl}
                    alt={t('selections:screen.photoAlt', { name: option.name })}
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                ) : (
                  <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-500 text-sm">
                    <ImageOff className="size-6" aria-hidden="true" />
                    {t('selections:screen.noPhoto')}
                  </div>
                )}
                <div className="grid flex-1 content-start gap-1 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">{option.name}</h3>
                    {chosen ? (
                      <Badge variant="green">
                        <Check className="mr-1 size-3" aria-hidden="true" />
                        {t('selections:screen.chosen')}
                      </Badge>
                    ) : null}
                  </div>
                  {option.description ? <p className="text-slate-600 text-sm">{option.description}</p> : null}
                  <p className="mt-1 font-semibold text-lg text-slate-900 tabular-nums">
                    {formatMoney(option.price)}
                  </p>
                  {selection.allowanceAmount !== null ? (
                    <p className="text-sm">
                      <DifferenceAmount amount={differenceOf(option, selection)} />
                    </p>
                  ) : null}
                </div>
                {open && !readOnly ? (
                  <div className="border-slate-100 border-t p-3">
                    <Button size="sm" className="w-full" onClick={() => setChoosing(option)}>
                      {t('portal:selections.choose', { option: option.name })}
                    </Button>
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <AlertDialog open={choosing !== null} onOpenChange={(next) => (next ? undefined : setChoosing(null))}>
        <AlertDialogContent>
          {choosing ? (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  {t('selections:screen.chooseTitle', { option: choosing.name })}
                </AlertDialogTitle>
                <AlertDialogDescription>
                  {t('portal:selections.chooseText', { option: choosing.name, price: choosing.price })}{' '}
                  {differenceText(differenceOf(choosing, selection))}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={choose.isPending}>{t('common:cancel')}</AlertDialogCancel>
                <Button
                  loading={choose.isPending}
                  loadingText={t('selections:screen.choosing')}
                  onClick={() =>
                    choose.mutate(
                      { selectionId: selection.id, optionId: choosing.id },
                      { onSettled: () => setChoosing(null) },
                    )
                  }
                >
                  {t('selections:screen.chooseConfirm')}
                </Button>
              </AlertDialogFooter>
            </>
          ) : null}
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function differenceText(difference: string): string {
  const units = toUnits(difference);
  if (units === 0n) return t('portal:selections.noDifference');
  return units > 0n
    ? t('portal:selections.overage', { amount: difference })
    : t('portal:selections.credit', { amount: fromUnits(-units) });
}
