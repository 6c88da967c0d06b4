import '#domain/messages/load/purchasing';
import { useState } from 'react';
import { get } from 'react-hook-form';
import type { PurchaseOrderSummary } from '#domain/contracts/purchase-orders';
import { createVendorBillBody } from '#domain/contracts/vendor-bills';
import { FileInput, uploadFileError } from '#web/components/ui/file-input';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { useCreateBill } from '../api';
import { LineRows } from './line-rows';
import { VendorField } from './vendor-field';

const emptyLine = { budgetItemId: '', amount: '', description: '' };

/**
 * Enter bill: the vendor's bill on the project's budget lines, against one of its open purchase orders or none, with
 * the vendor's document. Above what the order has open, the server asks (409 on confirmOverOrder): its message shows
 * with a 'Save anyway' box, and saving again with it ticked enters the bill.
 */
export function BillDialog({
  companyId,
  projectId,
  orders,
  open,
  onOpenChange,
}: {
  companyId: number;
  projectId: number;
  /** The project's orders that may be billed (sent or partially billed). */
  orders: readonly PurchaseOrderSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateBill(companyId, projectId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('purchasing:ui.newBill')}
      schema={createVendorBillBody}
      defaultValues={{
        vendorId: orders[0]?.vendorId ?? '',
        number: '',
        date: today,
        dueDate: '',
        purchaseOrderId: orders[0]?.id ?? '',
        lines: [{ ...emptyLine }],
        confirmOverOrder: false,
      }}
      submitLabel={t('purchasing:ui.save')}
      pendingLabel={t('purchasing:ui.saving')}
      className="md:max-w-[640px]"
      onSubmit={async (values) => {
        if (fileError) throw new Error(fileError);
        await create.mutateAsync({ body: values, file });
      }}
    >
      {(form) => {
        const overMessage = (
          get(form.formState.errors, 'confirmOverOrder') as { message?: string } | undefined
        )?.message;
        return (
          <>
            <VendorField
              initial={
                orders[0]?.vendorId ? { id: orders[0].vendorId, name: orders[0].vendorName } : undefined
              }
            />
            <FormDialogField name="number" label={t('purchasing:ui.number')}>
              <Input autoComplete="off" />
            </FormDialogField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormDialogField name="date" label={t('purchasing:ui.billDate')}>
                <Input type="date" />
              </FormDialogField>
              <FormDialogField name="dueDate" label={t('purchasing:ui.dueDate')}>
                <Input type="date" />
              </FormDialogField>
            </div>
            <FormDialogField name="purchaseOrderId" label={t('purchasing:ui.purchaseOrder')}>
              <Select
                options={orders.map((o) => ({
                  value: o.id,
                  label: `${o.number} · ${o.vendorName}`,
                }))}
              >
                <option value="">{t('purchasing:ui.noPurchaseOrder')}</option>
              </Select>
            </FormDialogField>
            <LineRows
              projectId={projectId}
              emptyLine={emptyLine}
              inputs={[{ name: 'amount', decimal: true }, { name: 'description' }]}
            />
            <FormField label={t('purchasing:ui.document')} error={fileError}>
              <FileInput
                onChoose={(chosen) => {
                  setFile(chosen);
                  setFileError(uploadFileError(chosen));
                }}
              />
            </FormField>
            {overMessage || form.watch('confirmOverOrder') ? (
              <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
                {overMessage ? <p role="alert">{overMessage}</p> : null}
                <label className="flex items-center gap-2 font-medium">
                  <input type="checkbox" className="size-4" {...form.register('confirmOverOrder')} />
                  {t('purchasing:ui.confirmOver')}
                </label>
              </div>
            ) : null}
          </>
        );
      }}
    </FormDialog>
  );
}
