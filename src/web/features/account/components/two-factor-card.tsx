import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
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
          <CardTitle>Two-Factor Sign-In</CardTitle>
          {status.data ? (
            <Badge variant={on || confirmed ? 'green' : 'secondary'}>{on || confirmed ? 'On' : 'Off'}</Badge>
          ) : null}
        </div>
        <CardDescription>
          After your password, sign-in asks for a code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? <Skeleton className="h-9 w-56" /> : null}
        {status.data && !on ? (
          <TwoFactorSetup
            startLabel="Turn On Two-Factor Sign-In"
            onConfirmed={() => setConfirmed(true)}
            onDone={() => void refreshAccount()}
          />
        ) : null}
        {on ? (
          <>
            <p className="text-slate-700 text-sm">
              {status.data?.recoveryCodesLeft} of 10 recovery codes left.
              {status.data?.required ? ' Required for every user by the system settings.' : null}
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
                Turn Off
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
      setError('Password is required');
      return;
    }
    try {
      await disable.mutateAsync({ password });
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.[0]?.message : undefined;
      setError(field ?? errorMessage(err, 'Could not turn two-factor sign-in off'));
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-xs gap-3"
      aria-label="Turn off two-factor sign-in"
    >
      <FormField label="Your password" error={error}>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" loading={disable.isPending} loadingText="Turning off...">
          Turn Off
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
