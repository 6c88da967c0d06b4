import { type Unit, unitBody } from '#domain/contracts/catalog';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
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
      title={unit ? 'Edit Unit' : 'Add Unit'}
      description={
        unit ? 'Change the name or symbol of this unit.' : 'Add a unit of measure for your catalog.'
      }
      schema={unitBody}
      defaultValues={{ name: unit?.name ?? '', symbol: unit?.symbol ?? '' }}
      submitLabel={unit ? 'Save Changes' : 'Add Unit'}
      pendingLabel={unit ? 'Saving...' : 'Adding...'}
      // The product announces a missing name under the title 'Validation Error' as well.
      onInvalid={(message) =>
        toast({ title: 'Validation Error', description: message, variant: 'destructive' })
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
      <FormDialogField name="name" label="Name">
        <Input autoComplete="off" placeholder="e.g. Square foot" />
      </FormDialogField>
      <FormDialogField name="symbol" label="Symbol">
        <Input autoComplete="off" placeholder="e.g. sq ft" />
      </FormDialogField>
    </FormDialog>
  );
}
