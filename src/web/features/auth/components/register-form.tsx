import '#domain/messages/load/auth';
import { useEffect } from 'react';
import { registerForm } from '#domain/contracts/auth';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { useContractForm } from '#web/lib/contract-form';
import { t } from '#web/lib/i18n';
import { type RegisterRequest, useRegister } from '../sign-in';

type RegisterFormProps = {
  /** A valid invitation's token: the user joins that company, so no company of their own is asked for. */
  inviteToken?: string | undefined;
  /** The address the invitation was sent to: filled in (and still editable) while Email is empty. */
  invitedEmail?: string | null | undefined;
};

export function RegisterForm({ inviteToken, invitedEmail }: RegisterFormProps) {
  const register = useRegister();
  const { form, onSubmit } = useContractForm({
    schema: registerForm,
    defaultValues: {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      companyName: '',
    },
    // 'Username already exists' (409) names its field, so it lands under Username like any field error.
    save: (values) => {
      // confirmPassword never leaves the browser; an invitation replaces the company name.
      const { confirmPassword: _confirm, companyName, ...rest } = values;
      const body: RegisterRequest = inviteToken ? { ...rest, inviteToken } : { ...rest, companyName };
      return register.mutateAsync(body);
    },
    promptOnLeave: false,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (invitedEmail && form.getValues('email') === '') form.setValue('email', invitedEmail);
  }, [invitedEmail, form]);

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label={t('auth:fields.username')} error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </FormField>
      <FormField label={t('auth:fields.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth:fields.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('auth:fields.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('auth:fields.password')} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('auth:fields.confirmPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      {inviteToken ? null : (
        <FormField
          label={t('auth:fields.companyName')}
          error={errors.companyName?.message}
          hint={t('auth:fields.companyNameHint')}
        >
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
      )}
      <Button
        type="submit"
        className="w-full"
        loading={register.isPending}
        loadingText={t('auth:register.creating')}
      >
        {t('auth:register.create')}
      </Button>
    </form>
  );
}
