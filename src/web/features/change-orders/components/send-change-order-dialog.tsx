import '#domain/messages/load/change-orders';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { sendChangeOrderBody } from '#domain/contracts/change-order-sending';
import type { ChangeOrderView } from '#domain/contracts/change-orders';
import { Button } from '#web/components/ui/button';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import { customerName } from '../../customers/customer-name';
import { projectQuery } from '../../projects/api';
import { useSendChangeOrder } from '../api';

/**
 * Send: who gets the e-mail with a personal link to review and sign the change order, starting with the project's
 * customer.
 */
export function SendChangeOrderDialog({
  co,
  open,
  onOpenChange,
}: {
  co: ChangeOrderView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const project = useQuery(projectQuery(co.projectId));
  const send = useSendChangeOrder(co);
  const customer = project.data?.customer;
  const defaults = project.isPending
    ? undefined
    : { recipients: [{ name: customer ? customerName(customer) : '', email: customer?.email ?? '' }] };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeOrders:screen.sendDialog.title', { number: co.number })}
      description={t('changeOrders:screen.sendDialog.description')}
      schema={sendChangeOrderBody}
      defaultValues={defaults}
      submitLabel={t('changeOrders:screen.sendDialog.submit')}
      pendingLabel={t('changeOrders:screen.sendDialog.pending')}
      className="md:max-w-[560px]"
      onSubmit={(values) => send.mutateAsync(values)}
    >
      {(form) => <Recipients form={form} />}
    </FormDialog>
  );
}

type SendValues = z.input<typeof sendChangeOrderBody>;

function Recipients({ form }: { form: FormOf<SendValues, z.output<typeof sendChangeOrderBody>> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'recipients' });
  return (
    <div className="grid gap-4">
      {fields.map((field, i) => (
        <fieldset key={field.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormDialogField name={`recipients.${i}.name`} label={t('changeOrders:screen.sendDialog.name')}>
            <Input autoComplete="off" />
          </FormDialogField>
          <FormDialogField name={`recipients.${i}.email`} label={t('changeOrders:screen.sendDialog.email')}>
            <Input type="email" autoComplete="off" />
          </FormDialogField>
          {fields.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={t('changeOrders:screen.sendDialog.removeRecipient', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </fieldset>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ name: '', email: '' })}>
          <Plus aria-hidden="true" />
          {t('changeOrders:screen.sendDialog.addRecipient')}
        </Button>
      </div>
    </div>
  );
}
