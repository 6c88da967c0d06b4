import '#domain/messages/load/auth';
import { lazy, Suspense } from 'react';
import { checkLogin } from '#domain/login-check';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import { useLightForm } from '#web/lib/light-form';
import { Link } from '#web/lib/router';
import { FORGOT_PASSWORD_PATH } from '../password-reset-paths';
import { isChallenge, useLogin } from '../sign-in';

// Only an account with two-factor sign-in sees the code prompt: its code is fetched as the sign-in is sent, and is
// there by the time the server asks for the code.
const loadTwoFactorPrompt = () => import('./two-factor-prompt');
const TwoFactorPrompt = lazy(() =>
  loadTwoFactorPrompt().then((module) => ({ default: module.TwoFactorPrompt })),
);

export function LoginForm() {
  const login = useLogin();
  const form = useLightForm(['username', 'password'], checkLogin, (values) => {
    void loadTwoFactorPrompt();
    login.mutate(values);
  });
  const { errors } = form;
  // The password was right and a second factor is needed: the code replaces the form.
  if (login.data && isChallenge(login.data)) {
    return (
      <Suspense fallback={null}>
        <TwoFactorPrompt signInToken={login.data.signInToken} onBack={() => login.reset()} />
      </Suspense>
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.onSubmit}>
      <FormField label={t('auth:fields.username')} error={errors.username}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label={t('auth:fields.password')} error={errors.password}>
          <Input type="password" autoComplete="current-password" {...form.field('password')} />
        </FormField>
        {/* Opens the auth page's reset dialog (docs/product.md#accounts-and-sign-in); Back closes it. */}
        <Link to={FORGOT_PASSWORD_PATH} className="justify-self-end text-primary text-sm hover:underline">
          {t('auth:forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={login.isPending} loadingText={t('auth:signingIn')}>
        {t('auth:signIn')}
      </Button>
    </form>
  );
}
