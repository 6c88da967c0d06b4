import { adminCompanyBody } from '#domain/contracts/admin';
import type { Company } from '#domain/contracts/companies';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { useCreateCompany, useUpdateCompany } from '../api';

type CompanyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: Edit Company; absent: Add Company. */
  company?: Company | null | undefined;
};

/**
 * Add Company and Edit Company: name required; email, phone, address and website optional
 * (docs/product.md#administration).
 */
export function CompanyFormDialog({ open, onOpenChange, company }: CompanyFormDialogProps) {
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? 0, company?.version);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[500px]"
      title={company ? 'Edit Company' : 'Add Company'}
      description={company ? "Update the company's details." : 'Enter the details of the new company.'}
      schema={adminCompanyBody}
      defaultValues={{
        name: company?.name ?? '',
        email: company?.email ?? '',
        phone: company?.phone ?? '',
        address: company?.address ?? '',
        website: company?.website ?? '',
      }}
      submitLabel={company ? 'Save Changes' : 'Add Company'}
      pendingLabel={company ? 'Saving...' : 'Adding...'}
      onSubmit={(values) => (company ? update.mutateAsync(values) : create.mutateAsync(values))}
    >
      <FormDialogField name="name" label="Company name">
        <Input autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="email" label="Email">
        <Input type="email" autoComplete="off" />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="phone" label="Phone">
          <Input type="tel" autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="website" label="Website">
          <Input type="url" autoComplete="off" placeholder="https://" />
        </FormDialogField>
      </div>
      <FormDialogField name="address" label="Address">
        <Textarea rows={2} autoComplete="off" />
      </FormDialogField>
    </FormDialog>
  );
}
