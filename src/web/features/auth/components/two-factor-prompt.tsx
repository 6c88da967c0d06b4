import '#domain/messages/load/account';
import '#domain/messages/load/auth';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toast-store';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useTwoFactorSignIn } from '../sign-in';

/**
 * The second step of signing in with two-factor: the code the authenticator app shows, or one of the recovery
 * codes. An expired sign-in (5 minutes) goes back to the password.
 */
export function TwoFactorPrompt({ signInToken, onBack }: { signInToken: string; onBack: () => void }) {
  const verify = useTwoFactorSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [recovery, setRecovery] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!code.trim()) {
      setError(recovery ? t('auth:twoFactor.enterRecoveryCode') : t('account:twoFactor.enterAppCode'));
      return;
    }
    try {
      await verify.mutateAsync({ signInToken, code });
    } catch (err) {
      if (err instanceof ApiError && err.serverMessage === t('account:twoFactor.signInExpired')) {
        // This form goes away with the step; the message stays with the password form.
        toast({ title: t('account:twoFactor.signInExpired'), variant: 'destructive' });
        onBack();
        return;
      }
      setError(errorMessage(err, t('auth:twoFactor.couldNotSignIn')));
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit} aria-label={t('auth:twoFactor.title')}>
      <p className="text-slate-700 text-sm">
        {recovery ? t('auth:twoFactor.recoveryHelp') : t('auth:twoFactor.appHelp')}
      </p>
      <FormField
        label={recovery ? t('auth:twoFactor.recoveryCode') : t('auth:twoFactor.appCode')}
        error={error}
      >
        <Input
          // The only field of this step, shown right after the password was accepted.
          autoFocus
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        loading={verify.isPending}
        loadingText={t('auth:twoFactor.verifying')}
      >
        {t('auth:twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary hover:underline"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(undefined);
          }}
        >
          {recovery ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useRecovery')}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onBack}>
          {t('auth:backToSignIn')}
        </button>
      </div>
    </form>
  );
}
