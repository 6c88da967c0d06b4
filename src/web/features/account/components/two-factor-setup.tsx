import '#domain/messages/load/account';
import '#domain/messages/load/auth';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { type TwoFactorSetup as Setup, totpCode } from '#domain/contracts/account-security';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { ApiError, errorMessage } from '#web/lib/api';
import { copyToClipboard } from '#web/lib/clipboard';
import { t } from '#web/lib/i18n';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api';

/** The secret in groups of four, as people type it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment in two-factor sign-in: a new secret as a QR code and as text, a code from the app to confirm, then
 * the ten recovery codes, shown this once. `onDone` runs when the user has put the codes away.
 */
export function TwoFactorSetup({
  onDone,
  onConfirmed,
  startLabel = t('account:twoFactor.setUp'),
}: {
  onDone: () => void;
  /** Two-factor sign-in is on (the recovery codes are being shown). */
  onConfirmed?: () => void;
  startLabel?: string;
}) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const setup: Setup | undefined = start.data;

  if (confirm.data) return <RecoveryCodesList codes={confirm.data.recoveryCodes} onDone={onDone} />;

  if (!setup) {
    return (
      <Button
        className="justify-self-start"
        onClick={() => start.mutate()}
        loading={start.isPending}
        loadingText={t('account:twoFactor.preparing')}
      >
        <ShieldCheck aria-hidden="true" />
        {startLabel}
      </Button>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setCodeError(undefined);
    const checked = totpCode.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await confirm.mutateAsync(code);
      onConfirmed?.();
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.find((e) => e.path === 'code')?.message : undefined;
      setCodeError(field ?? errorMessage(err, t('account:twoFactor.turnOnFailed')));
    }
  };

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 pl-5 text-slate-700 text-sm">
        <li>{t('account:twoFactor.steps.open')}</li>
        <li>{t('account:twoFactor.steps.scan')}</li>
        <li>{t('account:twoFactor.steps.enter')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={setup.qrCode}
          alt={t('account:twoFactor.qrAlt')}
          className="size-44 rounded-md border border-slate-200 bg-white p-2"
        />
        <div className="grid min-w-0 gap-1">
          <p className="text-slate-500 text-xs">{t('account:twoFactor.setupKey')}</p>
          <code
            data-testid="totp-secret"
            data-secret={setup.secret}
            className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900 text-sm"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid max-w-xs gap-3"
        aria-label={t('account:twoFactor.confirmLabel')}
      >
        <FormField label={t('account:twoFactor.codeFromApp')} error={codeError}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirm.isPending} loadingText={t('auth:twoFactor.verifying')}>
            {t('account:twoFactor.verifyAndTurnOn')}
          </Button>
          <Button type="button" variant="outline" onClick={() => start.reset()}>
            {t('common:cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The recovery codes, shown once: each signs in once when the phone is not at hand. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="font-semibold text-slate-900">{t('account:twoFactor.saveCodesTitle')}</h3>
        <p className="text-slate-600 text-sm">{t('account:twoFactor.saveCodesHelp')}</p>
      </div>
      <ul
        aria-label={t('account:twoFactor.recoveryCodes')}
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-sm sm:w-96"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void copyToClipboard(codes.join('\n'), t('account:twoFactor.recoveryCodes'))}
        >
          {t('account:twoFactor.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('account:twoFactor.savedCodes')}</Button>
      </div>
    </div>
  );
}
