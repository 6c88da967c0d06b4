import '#domain/messages/load/purchasing';
import { useQuery } from '@tanstack/react-query';
import { createPurchaseOrderBody, type PurchaseOrderView } from '#domain/contracts/purchase-orders';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { purchaseOrderQuery, useCreatePurchaseOrder, useUpdatePurchaseOrder } from '../api';
import { LineRows } from './line-rows';
import { VendorField } from './vendor-field';

const emptyLine = { description: '', quantity: '1', unitCost: '', budgetItemId: '' };

/** The form's values of a draft being edited: every field, its lines as the inputs show them. */
const valuesOf = (order: PurchaseOrderView) => ({
  vendorId: order.vendorId ?? '',
  deliveryDate: order.deliveryDate ?? '',
  notes: order.notes ?? '',
  lines: order.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitCost: line.unitCost,
    budgetItemId: line.budgetItemId ?? '',
  })),
});

/**
 * New purchase order (a draft to a vendor, its lines on the project's budget lines; sent from the list), or, with
 * `orderId`, Edit purchase order: a draft read and saved on its version, so an edit made meanwhile is not lost.
 */
export function PurchaseOrderDialog({
  projectId,
  orderId,
  open,
  onOpenChange,
}: {
  projectId: number;
  orderId?: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreatePurchaseOrder(projectId);
  const update = useUpdatePurchaseOrder(projectId);
  const order = useQuery({ ...purchaseOrderQuery(orderId ?? 0), enabled: orderId !== undefined });
  const editing = orderId === undefined ? null : (order.data ?? undefined);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing === null ? 'purchasing:ui.newPurchaseOrder' : 'purchasing:ui.editPurchaseOrder')}
      schema={createPurchaseOrderBody}
      defaultValues={
        editing === null
          ? { vendorId: '', deliveryDate: '', notes: '', lines: [{ ...emptyLine }] }
          : editing && valuesOf(editing)
      }
      loadError={
        order.isError
          ? { title: t('purchasing:ui.loadError'), error: order.error, retry: () => void order.refetch() }
          : undefined
      }
      submitLabel={t('purchasing:ui.save')}
      pendingLabel={t('purchasing:ui.saving')}
      className="md:max-w-[640px]"
      onSubmit={(values) =>
        editing ? update.mutateAsync({ order: editing, body: values }) : create.mutateAsync(values)
      }
    >
      <VendorField
        initial={editing?.vendorId ? { id: editing.vendorId, name: editing.vendorName } : undefined}
      />
      <FormDialogField name="deliveryDate" label={t('purchasing:ui.deliveryDate')}>
        <Input type="date" className="w-44" />
      </FormDialogField>
      <LineRows
        projectId={projectId}
        emptyLine={emptyLine}
        inputs={[
          { name: 'description' },
          { name: 'quantity', decimal: true },
          { name: 'unitCost', decimal: true },
        ]}
      />
      <FormDialogField name="notes" label={t('purchasing:ui.notes')}>
        <Textarea rows={2} />
      </FormDialogField>
    </FormDialog>
  );
}
