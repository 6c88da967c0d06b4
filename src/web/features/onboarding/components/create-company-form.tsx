import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { createOwnCompanyBody } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { applyServerFieldErrors } from '#web/lib/form-errors';
import { useCreateOwnCompany } from '../api';

type Values = z.input<typeof createOwnCompanyBody>;
const fieldNames = ['name', 'email', 'phone', 'address', 'website'] as const;
// An emptied optional e-mail means "use mine" (the server's default), not an invalid address.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export function CreateCompanyForm({ defaultEmail }: { defaultEmail: string }) {
  const navigate = useNavigate();
  const create = useCreateOwnCompany();
  const form = useForm<Values, unknown, z.output<typeof createOwnCompanyBody>>({
    resolver: zodResolver(createOwnCompanyBody),
    mode: 'onTouched',
    defaultValues: { name: '', email: defaultEmail, phone: '', address: '', website: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => navigate(href('/dashboard'), { replace: true }),
      onError: (error) => applyServerFieldErrors(error, form.setError, fieldNames),
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label="Company name" error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...form.register('email', { setValueAs: emptyToUndefined })}
        />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField label="Website" error={errors.website?.message}>
        <Input type="url" autoComplete="url" placeholder="https://" {...form.register('website')} />
      </FormField>
      <Button type="submit" loading={create.isPending} loadingText="Creating company...">
        Create company
      </Button>
    </form>
  );
}
