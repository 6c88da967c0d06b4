import '#domain/messages/load/change-orders';
import { approveChangeOrderBody, type ChangeOrderView } from '#domain/contracts/change-orders';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import { useApproveChangeOrder } from '../api';

type DecisionDialogProps = { co: ChangeOrderView; open: boolean; onOpenChange: (open: boolean) => void };

/** Mark Approved: an optional note, and whether to bill the change order now. */
export function ApproveChangeOrderDialog({ co, open, onOpenChange }: DecisionDialogProps) {
  const approve = useApproveChangeOrder(co);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeOrders:screen.approveDialog.title', { number: co.number })}
      description={t('changeOrders:screen.approveDialog.description')}
      schema={approveChangeOrderBody}
      defaultValues={{ note: '', billNow: false }}
      submitLabel={t('changeOrders:screen.approveDialog.submit')}
      pendingLabel={t('changeOrders:screen.approveDialog.pending')}
      onSubmit={(values) => approve.mutateAsync(values)}
    >
      {(form) => (
        <>
          <FormDialogField name="note" label={t('changeOrders:screen.approveDialog.note')}>
            <Input autoComplete="off" placeholder={t('changeOrders:screen.approveDialog.notePlaceholder')} />
          </FormDialogField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('billNow')} />
            {t('changeOrders:screen.approveDialog.billNow')}
          </label>
        </>
      )}
    </FormDialog>
  );
}
