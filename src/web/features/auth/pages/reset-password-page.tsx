import '#domain/messages/load/auth';
import { HardHat, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { checkNewPassword } from '#domain/new-password-check';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useLightForm } from '#web/lib/light-form';
import { Link, useNavigate, useSearchParams } from '#web/lib/router';
import { useConfirmPasswordReset } from '../password-reset-api';
import { FORGOT_PASSWORD_PATH } from '../password-reset-paths';

/** /auth/reset-password?token=...: the page the reset e-mail links to (public, outside the shell). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A used, expired or unknown link: the form is of no use any more, only a new link helps.
  const [linkError, setLinkError] = useState<string | null>(null);
  let description: string = t('auth:resetPage.description');
  if (!token) description = t('auth:resetPage.incomplete');
  else if (linkError) description = t('auth:resetPage.worksOnce');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 font-semibold text-lg text-slate-900">
          <HardHat className="size-6 text-primary" aria-hidden="true" />
          {t('common:appName')}
        </div>
        <Card>
          <CardHeader>
            <h1 className="font-semibold text-2xl text-slate-900">{t('auth:resetPage.title')}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>
            {token && !linkError ? (
              <NewPasswordFields token={token} onLinkError={setLinkError} />
            ) : (
              <LinkProblem message={linkError ?? undefined} />
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

function LinkProblem({ message }: { message?: string }) {
  return (
    <div className="grid gap-4">
      {message ? (
        <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-destructive-hover text-sm">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="sm:flex-1">
          <Link to={FORGOT_PASSWORD_PATH}>{t('auth:resetPage.requestNew')}</Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link to="/auth">{t('auth:backToSignIn')}</Link>
        </Button>
      </div>
    </div>
  );
}

type NewPasswordFieldsProps = { token: string; onLinkError: (message: string) => void };

function NewPasswordFields({ token, onLinkError }: NewPasswordFieldsProps) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useLightForm(['password', 'confirmPassword'], checkNewPassword, async (values) => {
    try {
      await confirm.mutateAsync({ ...values, token });
    } catch (error) {
      if (error instanceof ApiError && error.errors?.some((e) => e.path === 'token')) {
        onLinkError(error.serverMessage ?? t('auth:resetPage.invalidLink'));
        return;
      }
      toast({
        title: t('auth:resetPage.failed'),
        description: errorMessage(error, t('common:somethingWentWrong')),
        variant: 'destructive',
      });
      // A refused password (a common one: only the server knows the list) is also said under its field.
      form.showServerErrors(error);
      return;
    }
    navigate('/auth', { replace: true });
  });
  const { errors } = form;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.onSubmit}>
      <FormField
        label={t('auth:fields.newPassword')}
        error={errors.password}
        hint={t('auth:fields.newPasswordHint')}
      >
        <Input type="password" autoComplete="new-password" {...form.field('password')} />
      </FormField>
      <FormField label={t('auth:fields.confirmPassword')} error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" loading={confirm.isPending} loadingText={t('common:saving')}>
        <KeyRound aria-hidden="true" />
        {t('auth:resetPage.submit')}
      </Button>
      <Link to="/auth" className="justify-self-center text-primary text-sm hover:underline">
        {t('auth:backToSignIn')}
      </Link>
    </form>
  );
}
