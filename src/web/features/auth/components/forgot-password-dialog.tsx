import '#domain/messages/load/auth';
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
import { t } from '#web/lib/i18n';
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
          <DialogTitle>{t('auth:forgot.sentTitle')}</DialogTitle>
          <DialogDescription>{t('auth:forgot.sentDescription')}</DialogDescription>
        </DialogHeader>
        <p
          role="status"
          className="flex items-start gap-3 rounded-md bg-primary-soft px-4 py-3 text-slate-800 text-sm"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{PASSWORD_RESET_REQUESTED()}</span>
        </p>
        <DialogFooter>
          <Button onClick={onDone}>{t('auth:backToSignIn')}</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('auth:forgot.title')}</DialogTitle>
        <DialogDescription>{t('auth:forgot.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <FormField
          label={t('auth:forgot.emailOrUsername')}
          error={form.formState.errors.emailOrUsername?.message}
        >
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('emailOrUsername')}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={request.isPending} loadingText={t('auth:forgot.sending')}>
            {t('auth:forgot.send')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
