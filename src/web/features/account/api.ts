import '#domain/messages/load/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSecurityCalls } from '#calls/account-security';
import type { ChangePasswordBody, TwoFactorDisableBody } from '#domain/contracts/account-security';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callQuery } from '../../lib/calls';
import { userQueryKey } from '../auth/api';

/** GET /api/user/two-factor: whether the signed-in user has it on, and recovery codes left. */
export const twoFactorStatusQuery = callQuery(accountSecurityCalls.twoFactorStatus, {});

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, t('common:unexpectedError')), variant: 'destructive' });

/** POST /api/user/password. The answer is the user without the password step, which lets the page continue. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(accountSecurityCalls.changePassword, { body }),
    onSuccess: (user) => {
      client.setQueryData(userQueryKey, user);
      toast({
        title: t('account:toasts.passwordChanged'),
        description: t('account:toasts.otherSessionsSignedOut'),
      });
    },
  });
}

/** POST /api/user/two-factor/setup: a new secret and its QR code. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () => call(accountSecurityCalls.startTwoFactor, {}),
    onError: failed(t('account:toasts.setupFailed')),
  });
}

/**
 * POST /api/user/two-factor/confirm: on with the code; answers the recovery codes once. Nothing is refetched
 * here, so the codes stay on screen until the user has put them away (then `useRefreshAccount`).
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) => call(accountSecurityCalls.confirmTwoFactor, { body: { code } }),
    onSuccess: () => toast({ title: t('account:toasts.twoFactorOn') }),
  });
}

/** After the recovery codes were read: the user (and a lifted enrolment step) and the status are read again. */
export function useRefreshAccount() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
    await client.invalidateQueries({ queryKey: userQueryKey });
  };
}

/** POST /api/user/two-factor/disable. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => call(accountSecurityCalls.disableTwoFactor, { body }),
    onSuccess: () => {
      toast({ title: t('account:toasts.twoFactorOff') });
      void client.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
      void client.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
