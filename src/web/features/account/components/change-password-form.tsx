import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePasswordBody, changePasswordBody } from '#domain/contracts/account-security';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
import { errorMessage } from '#web/lib/api';
import { applyServerFieldErrors } from '#web/lib/form-errors';
import { useUnsavedChangesPrompt } from '#web/lib/unsaved-changes';
import { useChangePassword } from '../api';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };

/** Current password, new password and its confirmation; used on the profile page and at a forced change. */
export function ChangePasswordForm({ submitLabel = 'Change Password' }: { submitLabel?: string }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const { register, formState } = form;
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
    } catch (err) {
      applyServerFieldErrors(err, form.setError, FIELDS);
      if (!Object.keys(form.formState.errors).length) {
        toast({
          title: 'Could not change the password',
          description: errorMessage(err, 'An unexpected error occurred'),
          variant: 'destructive',
        });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      <FormField label="Current Password" error={formState.errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField
        label="New Password"
        error={formState.errors.password?.message}
        hint="At least 6 characters; common passwords are refused."
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm New Password" error={formState.errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="justify-self-start" loading={change.isPending} loadingText="Saving...">
        {submitLabel}
      </Button>
    </form>
  );
}
