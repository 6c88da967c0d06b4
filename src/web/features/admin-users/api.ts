import '#domain/messages/load/admin';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSecurityCalls } from '#calls/account-security';
import { adminCalls } from '#calls/admin';
import { userCalls } from '#calls/users';
import type { AdminCreateUserBody, AdminUpdateUserBody } from '#domain/contracts/admin';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callBase, callPrefix, callQuery, pagedCallQuery } from '../../lib/calls';
import { userQueryKey } from '../auth/api';

/** Prefix of every administrators' users list key (every search, page and company), for invalidation. */
export const adminUsersKey = callPrefix(adminCalls.users);

/** GET /api/admin/users: one page, searched on the server; `companyId` narrows it to one company's users. */
export function adminUsersQuery(state: { search: string; page: number }, companyId?: number) {
  return pagedCallQuery(adminCalls.users, { query: { search: state.search, companyId } }, state.page);
}

/** GET /api/admin/users/{id}: the user page. */
export const adminUserQuery = (id: number) => callQuery(adminCalls.user, { params: { id } });

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error, t('common:unexpectedError')), variant: 'destructive' });
}

/** Users show in the lists, the user page, a company's users, its Team page, and the shell (one's own account). */
function refreshUsers(client: QueryClient) {
  void client.invalidateQueries({ queryKey: userQueryKey });
  void client.invalidateQueries({ queryKey: adminUsersKey });
  void client.invalidateQueries({ queryKey: callPrefix(adminCalls.companies) });
  // Every member's answer (['/api/users', id]), as team/api.ts's membersKey: derived here from the call, so the
  // administration does not load the team area's calls and texts for one key.
  void client.invalidateQueries({ queryKey: callBase(userCalls.member) });
}

/** POST /api/admin/users (Add User); its failure toast 'Failed to add user' (docs/product.md#administration). */
export function useCreateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateUserBody) => call(adminCalls.createUser, { body }),
    onSuccess: (user) => {
      refreshUsers(client);
      toast({
        title: t('admin:users.toasts.added'),
        description: t('admin:users.toasts.addedDescription', { username: user.username }),
      });
    },
    onError: (error) => failed(t('admin:users.toasts.addFailed'), error),
  });
}

/** PATCH /api/admin/users/{id}: the user page's Save. */
export function useUpdateAdminUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: AdminUpdateUserBody; version: string | undefined }) =>
      call(adminCalls.updateUser, { params: { id }, body }, { ifMatch: version }),
    onSuccess: (user) => {
      client.setQueryData(adminUserQuery(id).queryKey, user);
      refreshUsers(client);
      toast({ title: t('admin:users.toasts.updated') });
    },
    onError: (error) => failed(t('admin:users.toasts.updateFailed'), error),
  });
}

/** DELETE /api/admin/users/{id} (never oneself, never a system administrator: the server says why). */
export function useDeleteAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminCalls.removeUser, { params: { id } }),
    onSuccess: () => {
      refreshUsers(client);
      toastDeleted(t('admin:users.item'));
    },
    onError: (error) => failed(t('admin:users.toasts.deleteFailed'), error),
  });
}

/** POST /api/admin/users/{id}/reset-password: the one-time password, which the dialog shows once. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminCalls.resetPassword, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminUsersKey }),
    onError: (error) => failed(t('admin:users.toasts.resetPasswordFailed'), error),
  });
}

/** POST /api/admin/users/{id}/two-factor/reset: the user signs in with the password alone until they enrol again. */
export function useResetTwoFactor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountSecurityCalls.resetTwoFactor, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUsersKey });
      toast({
        title: t('admin:users.toasts.twoFactorReset'),
        description: t('admin:users.toasts.twoFactorResetDescription'),
      });
    },
    onError: (error) => failed(t('admin:users.toasts.twoFactorResetFailed'), error),
  });
}
