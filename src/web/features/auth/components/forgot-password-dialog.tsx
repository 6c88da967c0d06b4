import { MailCheck } from 'lucide-react';
import { PASSWORD_RESET_REQUESTED, passwordResetRequestBody } from '#domain/contracts/password-reset';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { useContractForm } from '#web/lib/contract-form';
import { useRequestPasswordReset } from '../password-reset-api';

type ForgotPasswordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Forgot password?': asks for the e-mail address or username, then says a link is on its way. */
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Remounted on each opening, so a second visit starts with an empty form. */}
        {open ? <ForgotPasswordBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordBody({ onDone }: { onDone: () => void }) {
  const request = useRequestPasswordReset();
  const { form, onSubmit } = useContractForm({
    schema: passwordResetRequestBody,
    defaultValues: { emailOrUsername: '' },
    save: (values) => request.mutateAsync(values),
    promptOnLeave: false,
  });

  if (request.isSuccess) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Check your e-mail</DialogTitle>
          <DialogDescription>The link in it works once, for one hour.</DialogDescription>
        </DialogHeader>
        <p
          role="status"
          className="flex items-start gap-3 rounded-md bg-primary-soft px-4 py-3 text-slate-800 text-sm"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{PASSWORD_RESET_REQUESTED}</span>
        </p>
        <DialogFooter>
          <Button onClick={onDone}>Back to sign in</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>
          Enter the email address or username of your account. We will send you a link to choose a new
          password.
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <FormField label="Email or username" error={form.formState.errors.emailOrUsername?.message}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('emailOrUsername')}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending} loadingText="Sending...">
            Send reset link
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
