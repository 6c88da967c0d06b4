import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '#calls/account-security';
import type { CurrentUser } from '#domain/contracts/account-security';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, getQueryFn } from '../../lib/api';
import { call, callPrefix } from '../../lib/calls';

/*
 * Who is signed in, and signing out. Every page asks for the user at start (main.tsx); the sign-in and
 * registration calls, with the sign-in page's texts, are in ./sign-in.ts, so the pages that never sign in do not
 * load them (decision 0282).
 */

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

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(authCalls.logout, {}),
    onSuccess: () => {
      // Forget every company's data so the next person on this browser never sees it.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      client.setQueryData(userQueryKey, null);
      toast({ title: t('common:signOut.done'), description: t('common:signOut.doneDescription') });
    },
    onError: (error) => {
      toast({
        title: t('common:signOut.failed'),
        description: errorMessage(error, t('common:somethingWentWrong')),
        variant: 'destructive',
      });
    },
  });
}
