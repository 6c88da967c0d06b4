import '#domain/messages/load/catalog';
import { type Trade, tradeBody } from '#domain/contracts/catalog';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/components/ui/toast-store';
import { t } from '#web/lib/i18n';
import { useCreateTrade, useUpdateTrade } from '../api';

type TradeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Given: Edit Trade; absent: Add Trade. */
  trade?: Trade | null;
};

/** Add Trade and Edit Trade: name (required) and description. */
export function TradeDialog({ open, onOpenChange, companyId, trade }: TradeDialogProps) {
  const create = useCreateTrade(companyId);
  const update = useUpdateTrade(companyId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={trade ? t('catalog:trades.edit') : t('catalog:trades.add')}
      description={trade ? t('catalog:trades.editDescription') : t('catalog:trades.addDescription')}
      schema={tradeBody}
      defaultValues={{ name: trade?.name ?? '', description: trade?.description ?? '' }}
      submitLabel={trade ? t('common:saveChanges') : t('catalog:trades.add')}
      pendingLabel={trade ? t('common:saving') : t('catalog:adding')}
      // The product announces a missing name under the title 'Required fields' as well.
      onInvalid={(message) =>
        toast({ title: t('catalog:trades.requiredFields'), description: message, variant: 'destructive' })
      }
      onSubmit={(values) =>
        trade
          ? update.mutateAsync({ id: trade.id, body: values, version: trade.version })
          : create.mutateAsync(values)
      }
    >
      <FormDialogField name="name" label={t('catalog:trades.form.name')}>
        <Input autoComplete="off" placeholder={t('catalog:trades.form.namePlaceholder')} />
      </FormDialogField>
      <FormDialogField name="description" label={t('catalog:trades.form.description')}>
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
