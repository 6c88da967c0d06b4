import '#domain/messages/load/company';
import type { z } from 'zod';
import { INVOICE_FOOTER_MAX, PAYMENT_TERMS_MAX } from '#calls/companies';
import {
  type Company,
  companyProfileForm,
  type CompanyProfileForm as FormInput,
} from '#domain/contracts/companies';
import { formValuesOf } from '#domain/contracts/form-values';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { useContractForm } from '#web/lib/contract-form';
import { useEditedVersion } from '#web/lib/edited-version';
import { t } from '#web/lib/i18n';

type Values = z.output<typeof companyProfileForm>;

type CompanyProfileFormProps = {
  company: Company;
  /** Company admins edit; everyone else reads the same fields (docs/product.md#company-profile). */
  canEdit: boolean;
  /** Resolves with the saved company; a 400's field errors come back under their fields. */
  /** Saves the values as an edit of `version`, the version of the company they were taken from. */
  onSave: (values: Values, version: string | undefined) => Promise<Company>;
  pending: boolean;
};

/**
 * The company profile's fields: contact details on one card, the invoice texts on another. Read only, the same
 * fields show without a Save button, so managers and employees see exactly what paperwork prints.
 */
/** The form's values for a company: empty strings where a field is not set. */
const valuesOf = (company: Company): FormInput => formValuesOf(companyProfileForm, company);

export function CompanyProfileForm({ company, canEdit, onSave, pending }: CompanyProfileFormProps) {
  const [version, setVersion] = useEditedVersion(company.version);
  const { form, onSubmit, error } = useContractForm({
    schema: companyProfileForm,
    defaultValues: valuesOf(company),
    save: async (values, form) => {
      // The saved values as the server stored them (trimmed), so the form shows what paperwork prints.
      const saved = await onSave(values, version);
      setVersion(saved.version);
      form.reset(valuesOf(saved));
    },
  });
  const { register } = form;
  const readOnly = !canEdit;
  // Read-only fields look like text on a grey ground, not like fields waiting for input.
  const look = readOnly ? 'resize-none bg-slate-50 shadow-none' : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t('company:profile.label')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('company:profile.contact.title')}</CardTitle>
          <CardDescription>{t('company:profile.contact.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={t('company:fields.name')} error={error('name')} className="sm:col-span-2">
            <Input autoComplete="organization" readOnly={readOnly} className={look} {...register('name')} />
          </FormField>
          <FormField label={t('company:fields.email')} error={error('email')}>
            <Input
              type="email"
              autoComplete="email"
              readOnly={readOnly}
              className={look}
              {...register('email')}
            />
          </FormField>
          <FormField label={t('company:fields.phone')} error={error('phone')}>
            <Input
              type="tel"
              autoComplete="tel"
              readOnly={readOnly}
              className={look}
              {...register('phone')}
            />
          </FormField>
          <FormField label={t('company:fields.address')} error={error('address')}>
            <Textarea
              rows={3}
              autoComplete="street-address"
              readOnly={readOnly}
              className={look}
              {...register('address')}
            />
          </FormField>
          <FormField label={t('company:fields.website')} error={error('website')}>
            <Input
              type="url"
              autoComplete="url"
              placeholder={readOnly ? undefined : t('company:fields.websitePlaceholder')}
              readOnly={readOnly}
              className={look}
              {...register('website')}
            />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('company:profile.invoices.title')}</CardTitle>
          <CardDescription>{t('company:profile.invoices.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label={t('company:fields.paymentTerms')} error={error('paymentTerms')}>
            <Textarea
              rows={3}
              maxLength={PAYMENT_TERMS_MAX}
              placeholder={readOnly ? undefined : t('company:fields.paymentTermsPlaceholder')}
              readOnly={readOnly}
              className={look}
              {...register('paymentTerms')}
            />
          </FormField>
          <FormField label={t('company:fields.invoiceFooter')} error={error('invoiceFooter')}>
            <Textarea
              rows={2}
              maxLength={INVOICE_FOOTER_MAX}
              placeholder={readOnly ? undefined : t('company:fields.invoiceFooterPlaceholder')}
              readOnly={readOnly}
              className={look}
              {...register('invoiceFooter')}
            />
          </FormField>
        </CardContent>
      </Card>
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" loading={pending} loadingText={t('common:saving')}>
            {t('common:saveChanges')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
