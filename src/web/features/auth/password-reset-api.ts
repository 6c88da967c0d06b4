import '#domain/messages/load/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordResetCalls } from '#calls/password-reset';
import type { PasswordResetConfirmBody, PasswordResetRequestBody } from '#domain/contracts/password-reset';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/calls';

/** POST /api/password-reset: answers the same whether or not an account matched. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => call(passwordResetCalls.request, { body }),
    onError: (error) => {
      toast({
        title: t('auth:forgot.requestFailed'),
        description: errorMessage(error, t('common:somethingWentWrong')),
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/password-reset/confirm: every session of the account ends, so cached data is dropped too. */
export function useConfirmPasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => call(passwordResetCalls.confirm, { body }),
    onSuccess: () => {
      // The session this browser may have had is gone; the next screen asks the server afresh.
      client.removeQueries();
      toast({
        title: t('auth:toasts.passwordChanged'),
        description: t('auth:toasts.passwordChangedDescription'),
      });
    },
  });
}
