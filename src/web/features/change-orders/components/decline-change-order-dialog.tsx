import '#domain/messages/load/change-orders';
import { type ChangeOrderView, declineChangeOrderBody } from '#domain/contracts/change-orders';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useDeclineChangeOrder } from '../api';

type DecisionDialogProps = { co: ChangeOrderView; open: boolean; onOpenChange: (open: boolean) => void };

/** Mark Declined, with an optional reason. */
export function DeclineChangeOrderDialog({ co, open, onOpenChange }: DecisionDialogProps) {
  const decline = useDeclineChangeOrder(co);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeOrders:screen.declineDialog.title', { number: co.number })}
      schema={declineChangeOrderBody}
      defaultValues={{ reason: '' }}
      submitLabel={t('changeOrders:screen.declineDialog.submit')}
      pendingLabel={t('changeOrders:screen.declineDialog.pending')}
      submitVariant="destructive"
      onSubmit={(values) => decline.mutateAsync(values)}
    >
      <FormDialogField name="reason" label={t('changeOrders:screen.declineDialog.reason')}>
        <Textarea rows={2} />
      </FormDialogField>
    </FormDialog>
  );
}
