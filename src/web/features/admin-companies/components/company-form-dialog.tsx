import '#domain/messages/load/admin';
import '#domain/messages/load/company';
import { adminCompanyBody } from '#domain/contracts/admin';
import type { Company } from '#domain/contracts/companies';
import { emptyFormValues, formValuesOf } from '#domain/contracts/form-values';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
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
      title={company ? t('admin:companies.edit') : t('admin:companies.add')}
      description={company ? t('admin:companies.editDescription') : t('admin:companies.addDescription')}
      schema={adminCompanyBody}
      defaultValues={company ? formValuesOf(adminCompanyBody, company) : emptyFormValues(adminCompanyBody)}
      submitLabel={company ? t('common:saveChanges') : t('admin:companies.add')}
      pendingLabel={company ? t('common:saving') : t('admin:adding')}
      onSubmit={(values) => (company ? update.mutateAsync(values) : create.mutateAsync(values))}
    >
      <FormDialogField name="name" label={t('company:fields.name')}>
        <Input autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="email" label={t('admin:companies.fields.email')}>
        <Input type="email" autoComplete="off" />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="phone" label={t('admin:companies.fields.phone')}>
          <Input type="tel" autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="website" label={t('admin:companies.fields.website')}>
          <Input type="url" autoComplete="off" placeholder={t('admin:companies.fields.websitePlaceholder')} />
        </FormDialogField>
      </div>
      <FormDialogField name="address" label={t('admin:companies.fields.address')}>
        <Textarea rows={2} autoComplete="off" />
      </FormDialogField>
    </FormDialog>
  );
}
