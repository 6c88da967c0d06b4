import '#domain/messages/load/phases';
import { createColumnHelper } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProjectStage } from '#domain/enums';
import { Card } from '#web/components/ui/card';
import { DataTable, type DataTableProps, type ListQueryState } from '#web/components/ui/data-table';
import { RowActionButtons } from '#web/components/ui/row-actions';
import { StageBadge } from '#web/components/ui/stage-badge';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { movedIds } from '../api';
import type { PhaseListDialog } from './phase-dialog';

/** What the phases tab and the phase templates page both list. */
export type PhaseRow = { id: number; name: string; description: string | null; stage: ProjectStage };

type PhaseColumnsOptions<Row> = {
  /** The name's heading level: h3 under the tab's heading, h2 under a page's h1. */
  heading: 'h2' | 'h3';
  /** Before the name: the completion toggle, or the template's position. */
  lead: (row: Row, index: number) => ReactNode;
  /** A completed phase's name is struck through. */
  done?: (row: Row) => boolean;
  /** A line under the description (the start date). */
  details?: (row: Row) => ReactNode;
};

/** The Phase column (lead, name, description) and the Stage column, shared by both phase lists. */
export function phaseColumns<Row extends PhaseRow>({
  heading: Heading,
  lead,
  done,
  details,
}: PhaseColumnsOptions<Row>) {
  const column = createColumnHelper<Row>();
  return [
    column.display({
      id: 'phase',
      header: t('phases:columns.phase'),
      cell: ({ row }) => (
        <div className="flex min-w-0 gap-3">
          {lead(row.original, row.index)}
          <div className="min-w-0 flex-1">
            <Heading
              className={cn(
                'font-medium text-slate-900 wrap-anywhere',
                done?.(row.original) && 'text-slate-500 line-through',
              )}
            >
              {row.original.name}
            </Heading>
            {row.original.description ? (
              <p className="mt-1 text-slate-600 text-sm">{row.original.description}</p>
            ) : null}
            {details?.(row.original)}
          </div>
        </div>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'stage',
      header: t('phases:columns.stage'),
      cell: ({ row }) => <StageBadge stage={row.original.stage} />,
      meta: { width: 'w-40', card: 'aside' },
    }),
  ];
}

type PhaseRowActionsProps = {
  /** The whole list, in order: the row moves within it. */
  rows: readonly PhaseRow[];
  row: PhaseRow;
  reorder: { isPending: boolean; mutate: (ids: number[]) => void };
  onEdit: () => void;
  onDelete: () => void;
};

/** Move up, move down (keyboard friendly, unlike drag and drop), edit and delete of one phase. */
function PhaseRowActions({ rows, row, reorder, onEdit, onDelete }: PhaseRowActionsProps) {
  const index = rows.indexOf(row);
  const move = (direction: -1 | 1) => {
    const ids = movedIds(
      rows.map((r) => r.id),
      index,
      direction,
    );
    if (ids) reorder.mutate(ids);
  };
  return (
    <RowActionButtons
      actions={[
        {
          label: t('phases:actions.moveUp', { name: row.name }),
          icon: ArrowUp,
          disabled: reorder.isPending || index === 0,
          onSelect: () => move(-1),
        },
        {
          label: t('phases:actions.moveDown', { name: row.name }),
          icon: ArrowDown,
          disabled: reorder.isPending || index === rows.length - 1,
          onSelect: () => move(1),
        },
        // While a move is saved the rows' versions are about to change: an edit opened then would be refused.
        {
          label: t('phases:actions.edit', { name: row.name }),
          icon: Pencil,
          disabled: reorder.isPending,
          onSelect: onEdit,
        },
        {
          label: t('phases:actions.delete', { name: row.name }),
          icon: Trash2,
          tone: 'destructive',
          onSelect: onDelete,
        },
      ]}
    />
  );
}

type PhaseTableProps<Row extends PhaseRow> = Pick<DataTableProps<Row>, 'label' | 'columns' | 'empty'> & {
  query: ListQueryState & { data: Row[] | undefined };
  /** The list's reorder mutation; absent for a reader, who gets no row actions. */
  reorder: PhaseRowActionsProps['reorder'] | undefined;
  onDialog: (dialog: PhaseListDialog<Row>) => void;
};

/**
 * A phase list in a card. On a phone card the row's four buttons sit on their own line under the phase, as the
 * description needs the card's width.
 */
export function PhaseTable<Row extends PhaseRow>({
  query,
  reorder,
  onDialog,
  ...props
}: PhaseTableProps<Row>) {
  const rows = query.data ?? [];
  return (
    <Card>
      <DataTable
        {...props}
        actionsWidth="w-44"
        actionsOnCard="bottom"
        rowActions={
          reorder
            ? (row) => (
                <PhaseRowActions
                  rows={rows}
                  row={row}
                  reorder={reorder}
                  onEdit={() => onDialog({ action: 'edit', row })}
                  onDelete={() => onDialog({ action: 'delete', row })}
                />
              )
            : undefined
        }
        rows={rows}
        getRowId={(row) => row.id}
        query={query}
        errorTitle={t('phases:loadError')}
      />
    </Card>
  );
}
