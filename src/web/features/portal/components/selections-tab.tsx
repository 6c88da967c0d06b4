import '#domain/messages/load/portal';
import '#domain/messages/load/selections';
import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import type { PortalSelection } from '#domain/contracts/portal';
import { formatDateMedium, formatMoney } from '#domain/format';
import { fromUnits, toUnits } from '#domain/pricing';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { ChooseOptionDialog } from '../../selections/components/choose-option-dialog';
import { differenceFromAllowance } from '../../selections/components/difference-amount';
import { OptionCard } from '../../selections/components/option-card';
import { SelectionStatusBadge } from '../../selections/components/selection-status-badge';
import { portalSelectionsQuery, usePortalChoose } from '../api';

type Option = PortalSelection['options'][number];

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
        {selection.options.map((option) => (
          <li key={option.id}>
            <OptionCard
              option={option}
              photoUrl={option.photoUrl}
              chosen={selection.chosenOptionId === option.id}
              allowanceAmount={selection.allowanceAmount}
              headingLevel="h3"
              mayChoose={open && !readOnly}
              chooseLabel={t('portal:selections.choose', { option: option.name })}
              onChoose={() => setChoosing(option)}
            />
          </li>
        ))}
      </ul>
      <ChooseOptionDialog
        option={choosing}
        text={(option) =>
          `${t('portal:selections.chooseText', { option: option.name, price: option.price })} ${differenceText(
            differenceFromAllowance(option.price, selection.allowanceAmount),
          )}`
        }
        pending={choose.isPending}
        onConfirm={(option) =>
          choose.mutate(
            { selectionId: selection.id, optionId: option.id },
            { onSettled: () => setChoosing(null) },
          )
        }
        onClose={() => setChoosing(null)}
      />
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
