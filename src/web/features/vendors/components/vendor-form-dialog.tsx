import '#domain/messages/load/vendors';
import { emptyFormValues, formValuesOf } from '#domain/contracts/form-values';
import { type Vendor, vendorBody, vendorFormFields } from '#domain/contracts/vendors';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useUser } from '../../auth/api';
import { useCreateVendor, useUpdateVendor } from '../api';

type VendorFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: Edit Vendor for this vendor; absent: the add dialog. */
  vendor?: Vendor | null | undefined;
  /** The add dialog's title: 'Add Vendor' on the vendors page, 'Add New Vendor' from the selector. */
  addTitle?: string;
  /** Told the new vendor once it is saved (the selector chooses it). */
  onCreated?: (vendor: Vendor) => void;
};

/** Add and Edit Vendor: the same fields and the contract's messages as the server. */
export function VendorFormDialog({ open, onOpenChange, vendor, addTitle, onCreated }: VendorFormDialogProps) {
  // The message 'No company ID available' (docs/product.md#vendors) covers a user without a company (the selector may
  // appear anywhere).
  const create = useCreateVendor(useUser().user?.companyId);
  const update = useUpdateVendor(vendor?.id ?? 0, vendor?.version);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[600px]"
      title={vendor ? t('vendors:edit') : (addTitle ?? t('vendors:add'))}
      description={vendor ? t('vendors:editDescription') : t('vendors:addDescription')}
      schema={vendorBody}
      defaultValues={vendor ? formValuesOf(vendorFormFields, vendor) : emptyFormValues(vendorFormFields)}
      submitLabel={vendor ? t('common:saveChanges') : t('vendors:add')}
      pendingLabel={vendor ? t('common:saving') : t('vendors:adding')}
      onSubmit={async (values) => {
        if (vendor) return update.mutateAsync(values);
        const created = await create.mutateAsync(values);
        onCreated?.(created);
        return created;
      }}
    >
      <FormDialogField name="name" label={t('vendors:fields.name')}>
        <Input autoComplete="off" />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="primaryContact" label={t('vendors:fields.primaryContact')}>
          <Input autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="phone" label={t('vendors:fields.phone')}>
          <Input type="tel" autoComplete="off" />
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="email" label={t('vendors:fields.email')}>
          <Input type="email" autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="website" label={t('vendors:fields.website')}>
          <Input type="url" autoComplete="off" placeholder={t('vendors:fields.websitePlaceholder')} />
        </FormDialogField>
      </div>
      <FormDialogField name="address" label={t('vendors:fields.address')}>
        <Textarea rows={2} autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="notes" label={t('vendors:fields.notes')}>
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
