import '#domain/messages/load/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authCalls } from '#calls/account-security';
import type {
  CurrentUser,
  TwoFactorChallenge,
  TwoFactorSignInBody,
} from '#domain/contracts/account-security';
import type { LoginBody, PublicUser, registerBody } from '#domain/contracts/auth';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/calls';
import { userQueryKey } from './api';

/** What the Register tab sends (the server applies the schema's trimming and defaults). */
export type RegisterRequest = z.input<typeof registerBody>;

const greetName = (user: PublicUser) => user.firstName || user.username;

/** Whether the sign-in answer asks for a second factor. */
export const isChallenge = (answer: CurrentUser | TwoFactorChallenge): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer;

/** Signed in: the user is known at once and greeted. */
function useSignedIn() {
  const client = useQueryClient();
  return (user: CurrentUser) => {
    client.setQueryData(userQueryKey, user);
    toast({
      title: t('auth:toasts.loginSuccess'),
      description: t('auth:toasts.welcomeBack', { name: greetName(user) }),
    });
  };
}

/**
 * POST /api/login. With two-factor sign-in the server answers a challenge (202) instead of a session: the
 * mutation's data is then `{ twoFactorRequired, signInToken }`, and the form asks for the code.
 */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => call(authCalls.login, { body }),
    onSuccess: (answer) => {
      if (!isChallenge(answer)) signedIn(answer);
    },
    onError: (error) => {
      toast({
        title: t('auth:toasts.loginFailed'),
        description: errorMessage(error, t('auth:errors.invalidLogin')),
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/login/two-factor: the challenge's token and a code (or a recovery code) complete the sign-in. */
export function useTwoFactorSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TwoFactorSignInBody) => call(authCalls.twoFactorSignIn, { body }),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => call(authCalls.register, { body }),
    onSuccess: (user) => {
      client.setQueryData(userQueryKey, user);
      toast({
        title: t('auth:toasts.registerSuccess'),
        description: t('auth:toasts.welcome', { name: greetName(user) }),
      });
    },
    onError: (error) => {
      toast({
        title: t('auth:toasts.registerFailed'),
        description: errorMessage(error, t('auth:toasts.registerFailedDescription')),
        variant: 'destructive',
      });
    },
  });
}
