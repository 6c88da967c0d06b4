import '#domain/messages/load/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { errorMessage, getQueryFn } from '../../lib/api';
import { call, callPrefix } from '../../lib/calls';

/** What the Register tab sends (the server applies the schema's trimming and defaults). */
export type RegisterRequest = z.input<typeof registerBody>;

export const userQueryKey = callPrefix(authCalls.user);

/**
 * The signed-in user as GET /api/user tells it (a 401 means "signed out": null, not an error). For a system
 * administrator who opened a company, companyId and role are that company's and admin, and actingCompany names
 * it; `restriction` is a step to take first.
 */
export const userQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
});

export function useUser() {
  const query = useQuery(userQuery);
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

/**
 * The signed-in user's company on a company page. The route guard (app/guards.tsx, CompanyLayout) renders those
 * pages only for members of a company, so there is no "no company" case for a page to handle.
 */
export function useCompanyId(): number {
  const companyId = useUser().user?.companyId;
  if (companyId == null) throw new Error('A company page was rendered for a user without a company');
  return companyId;
}

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

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(authCalls.logout, {}),
    onSuccess: () => {
      // Forget every company's data so the next person on this browser never sees it.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      client.setQueryData(userQueryKey, null);
      toast({ title: t('auth:toasts.loggedOut'), description: t('auth:toasts.loggedOutDescription') });
    },
    onError: (error) => {
      toast({
        title: t('auth:toasts.logoutFailed'),
        description: errorMessage(error, t('common:somethingWentWrong')),
        variant: 'destructive',
      });
    },
  });
}
