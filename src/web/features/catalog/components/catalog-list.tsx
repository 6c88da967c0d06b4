import '#domain/messages/load/catalog';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type LucideIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { RowActionButtons } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useUser } from '../../auth/api';

type Entry = { id: number; name: string };

type CatalogListProps<Row extends Entry> = {
  title: string;
  description: string;
  /** The add button's text ('Add Trade'). */
  addLabel: string;
  /** The entry as the delete confirmation names it ('trade', 'task type'). */
  noun: string;
  // biome-ignore lint/suspicious/noExplicitAny: column helpers give each column its own value type
  columns: ColumnDef<Row, any>[];
  query: UseQueryResult<Row[]>;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; text: string };
  remove: UseMutationResult<void, Error, number>;
  /**
   * False where the calls cannot reach the company shown: a trade is changed by its id alone
   * (PUT/DELETE /api/trades/{id}), which the server scopes to the caller's own company.
   */
  editable?: boolean;
  /** The add (row null) or edit dialog; lazy, mounted from its first opening on (decision 0269). */
  dialog: (props: { open: boolean; onOpenChange: (open: boolean) => void; row: Row | null }) => ReactNode;
};

/**
 * A catalog list (trades, units, task types): the table, Add, and per row Edit and Delete with the app's own
 * confirmation. Who may change the catalog is src/domain/permissions.ts's manageCatalog; others only read.
 */
export function CatalogList<Row extends Entry>(props: CatalogListProps<Row>) {
  const { user } = useUser();
  const canEdit = can(user, 'manageCatalog') && props.editable !== false;
  // 'add', a row being edited, or nothing.
  const [editing, setEditing] = useState<Row | 'add' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const dialogMounted = useOpenedOnce(editing !== null);
  const rows = props.query.data ?? [];

  const addButton = canEdit ? (
    <Button onClick={() => setEditing('add')}>
      <Plus aria-hidden="true" />
      {props.addLabel}
    </Button>
  ) : null;
  const EmptyIcon = props.empty.icon;

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={rows.length > 0 ? addButton : null}
      />
      <Card>
        <DataTable
          label={props.title}
          columns={props.columns}
          rows={rows}
          getRowId={(row) => row.id}
          query={props.query}
          errorTitle={props.errorTitle}
          tableFrom="sm"
          actionsWidth="w-24"
          empty={
            <EmptyState icon={EmptyIcon} title={props.empty.title} action={addButton}>
              {props.empty.text}
            </EmptyState>
          }
          rowActions={
            canEdit
              ? (row) => (
                  <RowActionButtons
                    actions={[
                      {
                        label: t('catalog:editNamed', { name: row.name }),
                        icon: Pencil,
                        onSelect: () => setEditing(row),
                      },
                      {
                        label: t('catalog:deleteNamed', { name: row.name }),
                        icon: Trash2,
                        tone: 'destructive',
                        onSelect: () => setDeleting(row),
                      },
                    ]}
                  />
                )
              : undefined
          }
        />
      </Card>

      {dialogMounted ? (
        <Suspense fallback={null}>
          {props.dialog({
            open: editing !== null,
            onOpenChange: (open) => (open ? undefined : setEditing(null)),
            row: editing === 'add' ? null : editing,
          })}
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={props.noun}
        pending={props.remove.isPending}
        onConfirm={() => {
          if (deleting === null) return;
          // Either way the dialog closes: the list shows the result, a toast says if it failed.
          props.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
