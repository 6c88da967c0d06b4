import '#domain/messages/load/onboarding';
import { createOwnCompanyBody } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { useContractForm } from '#web/lib/contract-form';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { useCreateOwnCompany } from '../api';

// An emptied optional e-mail means "use mine" (the server's default), not an invalid address.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export function CreateCompanyForm({ defaultEmail }: { defaultEmail: string }) {
  const navigate = useNavigate();
  const create = useCreateOwnCompany();
  const { form, onSubmit } = useContractForm({
    schema: createOwnCompanyBody,
    defaultValues: { name: '', email: defaultEmail, phone: '', address: '', website: '' },
    save: async (values) => {
      await create.mutateAsync(values);
      navigate(href('/dashboard'), { replace: true });
    },
    promptOnLeave: false,
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label={t('onboarding:fields.name')} error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField label={t('onboarding:fields.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...form.register('email', { setValueAs: emptyToUndefined })}
        />
      </FormField>
      <FormField label={t('onboarding:fields.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t('onboarding:fields.address')} error={errors.address?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField label={t('onboarding:fields.website')} error={errors.website?.message}>
        <Input
          type="url"
          autoComplete="url"
          placeholder={t('onboarding:fields.websitePlaceholder')}
          {...form.register('website')}
        />
      </FormField>
      <Button type="submit" loading={create.isPending} loadingText={t('onboarding:creating')}>
        {t('onboarding:create')}
      </Button>
    </form>
  );
}
