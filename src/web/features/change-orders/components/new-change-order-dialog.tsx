import '#domain/messages/load/change-orders';
import { createChangeOrderBody } from '#domain/contracts/change-orders';
import { href } from '#web/app/paths';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { useCreateChangeOrder } from '../api';
import { changeOrderReasonOptions } from '../status';

/** New Change Order: the title, reason, description and schedule impact; its page then takes the lines. */
export function NewChangeOrderDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateChangeOrder(projectId);
  const navigate = useNavigate();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeOrders:screen.newDialog.title')}
      description={t('changeOrders:screen.newDialog.description')}
      schema={createChangeOrderBody}
      defaultValues={{ title: '', reason: 'client_request', description: '', scheduleDays: '0', lines: [] }}
      submitLabel={t('changeOrders:screen.newDialog.submit')}
      pendingLabel={t('changeOrders:screen.newDialog.pending')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        void navigate(
          href('/projects/:id/change-orders/:changeOrderId', { id: projectId, changeOrderId: created.id }),
        );
      }}
    >
      <FormDialogField name="title" label={t('changeOrders:screen.fields.title')}>
        <Input autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="reason" label={t('changeOrders:screen.fields.reason')}>
        <Select options={changeOrderReasonOptions} />
      </FormDialogField>
      <FormDialogField name="description" label={t('changeOrders:screen.fields.description')}>
        <Textarea rows={3} />
      </FormDialogField>
      <FormDialogField
        name="scheduleDays"
        label={t('changeOrders:screen.fields.scheduleDays')}
        hint={t('changeOrders:screen.fields.scheduleHint')}
      >
        <Input inputMode="numeric" className="w-32" />
      </FormDialogField>
    </FormDialog>
  );
}
