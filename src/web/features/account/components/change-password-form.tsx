import '#domain/messages/load/account';
import { type ChangePasswordBody, changePasswordBody } from '#domain/contracts/account-security';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
import { ApiError, errorMessage } from '#web/lib/api';
import { useContractForm } from '#web/lib/contract-form';
import { t } from '#web/lib/i18n';
import { useChangePassword } from '../api';

const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };

/** Current password, new password and its confirmation; used on the profile page and at a forced change. */
export function ChangePasswordForm({ submitLabel = t('account:password.change') }: { submitLabel?: string }) {
  const change = useChangePassword();
  const { form, onSubmit, error } = useContractForm({
    schema: changePasswordBody,
    defaultValues: EMPTY,
    save: async (values) => {
      try {
        await change.mutateAsync(values);
      } catch (err) {
        // A refusal that names no field of the form (the sign-in rules, a server error) is told in a toast.
        const named = err instanceof ApiError && err.errors?.some((e) => e.path in EMPTY);
        if (!named) {
          toast({
            title: t('account:password.changeFailed'),
            description: errorMessage(err, t('common:unexpectedError')),
            variant: 'destructive',
          });
        }
        throw err;
      }
    },
    afterSave: 'defaults',
  });
  const { register } = form;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-md gap-4"
      aria-label={t('account:password.formLabel')}
    >
      <FormField label={t('account:password.current')} error={error('currentPassword')}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField
        label={t('account:password.new')}
        error={error('password')}
        hint={t('account:password.newHint')}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('account:password.confirmNew')} error={error('confirmPassword')}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button
        type="submit"
        className="justify-self-start"
        loading={change.isPending}
        loadingText={t('common:saving')}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
