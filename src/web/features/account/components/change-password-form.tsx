import { type ChangePasswordBody, changePasswordBody } from '#domain/contracts/account-security';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
import { ApiError, errorMessage } from '#web/lib/api';
import { useContractForm } from '#web/lib/contract-form';
import { useChangePassword } from '../api';

const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };

/** Current password, new password and its confirmation; used on the profile page and at a forced change. */
export function ChangePasswordForm({ submitLabel = 'Change Password' }: { submitLabel?: string }) {
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
            title: 'Could not change the password',
            description: errorMessage(err, 'An unexpected error occurred'),
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
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      <FormField label="Current Password" error={error('currentPassword')}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField
        label="New Password"
        error={error('password')}
        hint="At least 6 characters; common passwords are refused."
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm New Password" error={error('confirmPassword')}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="justify-self-start" loading={change.isPending} loadingText="Saving...">
        {submitLabel}
      </Button>
    </form>
  );
}
