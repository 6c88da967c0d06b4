import '#domain/messages/load/catalog';
import { type Unit, unitBody } from '#domain/contracts/catalog';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
import { t } from '#web/lib/i18n';
import { useCreateUnit, useUpdateUnit } from '../api';

type UnitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Given: Edit Unit; absent: Add Unit. */
  unit?: Unit | null;
};

/** Add Unit and Edit Unit: name (required) and symbol, both trimmed by the contract. */
export function UnitDialog({ open, onOpenChange, companyId, unit }: UnitDialogProps) {
  const create = useCreateUnit(companyId);
  const update = useUpdateUnit(companyId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={unit ? t('catalog:units.edit') : t('catalog:units.add')}
      description={unit ? t('catalog:units.editDescription') : t('catalog:units.addDescription')}
      schema={unitBody}
      defaultValues={{ name: unit?.name ?? '', symbol: unit?.symbol ?? '' }}
      submitLabel={unit ? t('common:saveChanges') : t('catalog:units.add')}
      pendingLabel={unit ? t('common:saving') : t('catalog:adding')}
      // The product announces a missing name under the title 'Validation Error' as well.
      onInvalid={(message) =>
        toast({ title: t('catalog:units.validationError'), description: message, variant: 'destructive' })
      }
      onSubmit={(values) =>
        unit
          ? update.mutateAsync({
              id: unit.id,
              body: { name: values.name, symbol: values.symbol },
              version: unit.version,
            })
          : create.mutateAsync(values)
      }
    >
      <FormDialogField name="name" label={t('catalog:units.form.name')}>
        <Input autoComplete="off" placeholder={t('catalog:units.form.namePlaceholder')} />
      </FormDialogField>
      <FormDialogField name="symbol" label={t('catalog:units.form.symbol')}>
        <Input autoComplete="off" placeholder={t('catalog:units.form.symbolPlaceholder')} />
      </FormDialogField>
    </FormDialog>
  );
}
