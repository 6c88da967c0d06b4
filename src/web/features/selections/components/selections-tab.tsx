import '#domain/messages/load/selections';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Images, ListPlus, PackageCheck, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import type { Selection } from '#domain/contracts/selections';
import { formatDate, formatMoney } from '#domain/format';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { useUrlState, wholeNumberParam } from '#web/lib/url-state';
import { useUser } from '../../auth/api';
import { selectionsQuery, useDeleteSelection, useMarkOrdered } from '../api';
import { DifferenceAmount } from './difference-amount';
import { OptionCards } from './option-cards';
import { SelectionDialog } from './selection-dialog';
import { SelectionStatusBadge } from './selection-status-badge';

const column = createColumnHelper<Selection>();
const none = () => <span className="text-slate-400">{t('selections:screen.none')}</span>;

/** The selection whose options show under the table, in the address as `selection`. */
const tabState = v.object({
  selection: v.fallback(v.optional(wholeNumberParam(1, Number.MAX_SAFE_INTEGER)), undefined),
});

function columnsFor(show: (id: number) => void) {
  return [
    column.accessor('title', {
      header: t('selections:screen.columns.title'),
      cell: ({ row, getValue }) => (
        <button
          type="button"
          onClick={() => show(row.original.id)}
          aria-label={t('selections:screen.viewOptions', { title: getValue() })}
          className="text-left font-medium text-slate-900 hover:text-primary hover:underline"
        >
          {getValue()}
        </button>
      ),
      meta: { card: 'title' },
    }),
    column.accessor('status', {
      header: t('selections:screen.columns.status'),
      cell: ({ getValue }) => <SelectionStatusBadge status={getValue()} />,
      meta: { width: 'w-28', card: 'aside' },
    }),
    column.accessor('dueDate', {
      header: t('selections:screen.columns.dueDate'),
      cell: ({ getValue }) => {
        const day = getValue();
        return day ? formatDate(day) : none();
      },
      meta: { width: 'w-32' },
    }),
    column.accessor('allowanceAmount', {
      header: t('selections:screen.columns.allowance'),
      cell: ({ row, getValue }) => {
        const amount = getValue();
        if (amount === null)
          return <span className="text-slate-500">{t('selections:screen.noAllowance')}</span>;
        return (
          <span className="grid">
            <span className="tabular-nums">{formatMoney(amount)}</span>
            <span className="truncate text-slate-500 text-xs">{row.original.allowanceName}</span>
          </span>
        );
      },
      meta: { width: 'w-40', align: 'right' },
    }),
    column.accessor('chosenOptionName', {
      header: t('selections:screen.columns.chosen'),
      cell: ({ row, getValue }) => {
        const name = getValue();
        if (name === null) return none();
        const { changeOrderId, changeOrderNumber, projectId } = row.original;
        return (
          <span className="grid">
            <span>{name}</span>
            {changeOrderId !== null && changeOrderNumber !== null ? (
              <Link
                to={href('/projects/:id/change-orders/:changeOrderId', { id: projectId, changeOrderId })}
                className="text-primary text-xs hover:underline"
              >
                {t('selections:screen.changeOrderLink', { number: changeOrderNumber })}
              </Link>
            ) : null}
          </span>
        );
      },
    }),
    column.accessor('difference', {
      header: t('selections:screen.columns.difference'),
      cell: ({ getValue }) => <DifferenceAmount amount={getValue()} />,
      meta: { width: 'w-40', align: 'right' },
    }),
  ];
}

/**
 * The project's Selections tab: each selection with its status, due date, allowance, chosen option and its
 * difference from the allowance; a selection's options show as cards below. Managers add, edit and delete open
 * selections, choose for the client and mark chosen ones ordered.
 */
export function SelectionsTab({ projectId }: { projectId: number }) {
  const list = useQuery(selectionsQuery(projectId));
  const mayManage = can(useUser().user, 'manageSelections');
  const [{ selection: shownId }, setState] = useUrlState(tabState);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Selection | null>(null);
  const [deleting, setDeleting] = useState<Selection | null>(null);
  const remove = useDeleteSelection(projectId);
  const ordered = useMarkOrdered(projectId);
  const shown = list.data?.find((s) => s.id === shownId);
  const newButton = mayManage ? (
    <Button onClick={() => setCreating(true)}>
      <ListPlus aria-hidden="true" />
      {t('selections:screen.newButton')}
    </Button>
  ) : null;
  const isOpen = (s: Selection) => s.status === 'open' || s.status === 'overdue';
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">{t('selections:screen.title')}</h2>
        {list.data?.length ? newButton : null}
      </div>
      <DataTable
        label={t('selections:screen.listLabel')}
        columns={columnsFor((id) => setState({ selection: id }))}
        rows={list.data ?? []}
        getRowId={(row) => row.id}
        query={list}
        errorTitle={t('selections:screen.loadError')}
        empty={
          <EmptyState icon={Images} title={t('selections:screen.emptyTitle')} action={newButton}>
            {t('selections:screen.emptyText')}
          </EmptyState>
        }
        rowActions={(row) => (
          <RowActionsMenu
            name={row.title}
            actions={[
              {
                label: t('selections:screen.optionsLabel'),
                icon: Images,
                onSelect: () => setState({ selection: row.id }),
              },
              {
                label: t('selections:screen.markOrdered'),
                icon: PackageCheck,
                onSelect: () => ordered.mutate(row.id),
                hidden: !mayManage || row.status !== 'selected',
              },
              {
                label: t('selections:screen.edit'),
                icon: Pencil,
                onSelect: () => setEditing(row),
                hidden: !mayManage || !isOpen(row),
              },
              {
                label: t('selections:screen.delete'),
                icon: Trash2,
                onSelect: () => setDeleting(row),
                destructive: true,
                hidden: !mayManage || !isOpen(row),
              },
            ]}
          />
        )}
      />
      {shown ? <OptionCards selection={shown} /> : null}
      {mayManage ? (
        <>
          <SelectionDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
          {editing ? (
            <SelectionDialog
              projectId={projectId}
              selection={editing}
              open
              onOpenChange={(next) => (next ? undefined : setEditing(null))}
            />
          ) : null}
          <ConfirmDeleteDialog
            open={deleting !== null}
            onOpenChange={(next) => (next ? undefined : setDeleting(null))}
            item={t('selections:screen.deleteTitle')}
            description={t('selections:screen.deleteText', { title: deleting?.title ?? '' })}
            pending={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        </>
      ) : null}
    </section>
  );
}
