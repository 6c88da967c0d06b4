import '#domain/messages/load/purchasing';
import { createPurchaseOrderBody } from '#domain/contracts/purchase-orders';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useCreatePurchaseOrder } from '../api';
import { LineRows } from './line-rows';
import { VendorField } from './vendor-field';

const emptyLine = { description: '', quantity: '1', unitCost: '', budgetItemId: '' };

/** New purchase order: a draft to a vendor, its lines on the project's budget lines; sent from the list. */
export function PurchaseOrderDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreatePurchaseOrder(projectId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('purchasing:ui.newPurchaseOrder')}
      schema={createPurchaseOrderBody}
      defaultValues={{ vendorId: '', deliveryDate: '', notes: '', lines: [{ ...emptyLine }] }}
      submitLabel={t('purchasing:ui.save')}
      pendingLabel={t('purchasing:ui.saving')}
      className="md:max-w-[640px]"
      onSubmit={(values) => create.mutateAsync(values)}
    >
      <VendorField />
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
