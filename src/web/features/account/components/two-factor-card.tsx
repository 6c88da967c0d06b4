import '#domain/messages/load/account';
import '#domain/messages/load/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { twoFactorStatusQuery, useDisableTwoFactor, useRefreshAccount } from '../api';
import { TwoFactorSetup } from './two-factor-setup';

/** The profile page's two-factor card: on or off, set up, or turn off with the password. */
export function TwoFactorCard() {
  const status = useQuery(twoFactorStatusQuery);
  const refreshAccount = useRefreshAccount();
  const [turningOff, setTurningOff] = useState(false);
  // Set as soon as a setup is confirmed: the status is read again only after the recovery codes were put away.
  const [confirmed, setConfirmed] = useState(false);
  const on = status.data?.enabled === true;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t('account:twoFactor.cardTitle')}</CardTitle>
          {status.data ? (
            <Badge variant={on || confirmed ? 'green' : 'secondary'}>
              {on || confirmed ? t('account:twoFactor.on') : t('account:twoFactor.off')}
            </Badge>
          ) : null}
        </div>
        <CardDescription>{t('account:twoFactor.cardDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? <Skeleton className="h-9 w-56" /> : null}
        {status.data && !on ? (
          <TwoFactorSetup
            startLabel={t('account:twoFactor.turnOn')}
            onConfirmed={() => setConfirmed(true)}
            onDone={() => void refreshAccount()}
          />
        ) : null}
        {on ? (
          <>
            <p className="text-slate-700 text-sm">
              {t('account:twoFactor.codesLeft', { left: status.data?.recoveryCodesLeft ?? '' })}
              {status.data?.required ? t('account:twoFactor.requiredBySettings') : null}
            </p>
            {status.data?.required ? null : turningOff ? (
              <TurnOffForm
                onClose={() => {
                  setTurningOff(false);
                  setConfirmed(false);
                }}
              />
            ) : (
              <Button variant="outline" className="justify-self-start" onClick={() => setTurningOff(true)}>
                {t('account:twoFactor.turnOff')}
              </Button>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TurnOffForm({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('auth:login.passwordRequired'));
      return;
    }
    try {
      await disable.mutateAsync({ password });
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.[0]?.message : undefined;
      setError(field ?? errorMessage(err, t('account:twoFactor.turnOffFailed')));
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-xs gap-3"
      aria-label={t('account:twoFactor.turnOffLabel')}
    >
      <FormField label={t('account:twoFactor.yourPassword')} error={error}>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="destructive"
          loading={disable.isPending}
          loadingText={t('account:twoFactor.turningOff')}
        >
          {t('account:twoFactor.turnOff')}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
