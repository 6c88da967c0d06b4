import { type Vendor, vendorBody } from '#domain/contracts/vendors';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
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
export function VendorFormDialog({
  open,
  onOpenChange,
  vendor,
  addTitle = 'Add Vendor',
  onCreated,
}: VendorFormDialogProps) {
  // The message 'No company ID available' (docs/product.md#vendors) covers a user without a company (the selector may
  // appear anywhere).
  const create = useCreateVendor(useUser().user?.companyId);
  const update = useUpdateVendor(vendor?.id ?? 0, vendor?.version);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[600px]"
      title={vendor ? 'Edit Vendor' : addTitle}
      description={vendor ? "Update the vendor's details." : 'Enter the details of the supplier.'}
      schema={vendorBody}
      defaultValues={{
        name: vendor?.name ?? '',
        primaryContact: vendor?.primaryContact ?? '',
        email: vendor?.email ?? '',
        phone: vendor?.phone ?? '',
        website: vendor?.website ?? '',
        address: vendor?.address ?? '',
        notes: vendor?.notes ?? '',
      }}
      submitLabel={vendor ? 'Save Changes' : 'Add Vendor'}
      pendingLabel={vendor ? 'Saving...' : 'Adding...'}
      onSubmit={async (values) => {
        if (vendor) return update.mutateAsync(values);
        const created = await create.mutateAsync(values);
        onCreated?.(created);
        return created;
      }}
    >
      <FormDialogField name="name" label="Vendor name">
        <Input autoComplete="off" />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="primaryContact" label="Primary contact">
          <Input autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="phone" label="Phone">
          <Input type="tel" autoComplete="off" />
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="email" label="Email">
          <Input type="email" autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="website" label="Website">
          <Input type="url" autoComplete="off" placeholder="https://" />
        </FormDialogField>
      </div>
      <FormDialogField name="address" label="Address">
        <Textarea rows={2} autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="notes" label="Notes">
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
