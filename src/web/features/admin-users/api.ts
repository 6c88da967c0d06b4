import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCreateUserBody,
  AdminUpdateUserBody,
  AdminUserDetail,
  ResetPasswordAnswer,
} from '#domain/contracts/admin';
import type { AdminUser } from '#domain/contracts/auth';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { apiRequest, errorMessage } from '../../lib/api';
import { listStateSchema } from '../../lib/list-state';
import { pagedQuery } from '../../lib/paged-list';
import { userQueryKey } from '../auth/api';

/** Prefix of every administrators' users list key (every search, page and company), for invalidation. */
export const adminUsersKey = ['/api/admin/users'] as const;

/** The users list's state in the address: search and page. */
export const adminUsersListState = listStateSchema({});

/** GET /api/admin/users: one page, searched on the server; `companyId` narrows it to one company's users. */
export function adminUsersQuery(state: { search: string; page: number }, companyId?: number) {
  return pagedQuery<AdminUser>(adminUsersKey, { search: state.search, companyId }, state.page);
}

/** GET /api/admin/users/{id}: the user page. */
export const adminUserQuery = (id: number) =>
  queryOptions<AdminUserDetail>({ queryKey: [...adminUsersKey, id] });

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error, 'An unexpected error occurred'), variant: 'destructive' });
}

/** Users show in the lists, the user page, a company's users, its Team page, and the shell (one's own account). */
function refreshUsers(client: QueryClient) {
  void client.invalidateQueries({ queryKey: userQueryKey });
  void client.invalidateQueries({ queryKey: adminUsersKey });
  void client.invalidateQueries({ queryKey: ['/api/companies'] });
  void client.invalidateQueries({ queryKey: ['/api/users'] });
}

/** POST /api/admin/users (Add User); its failure toast 'Failed to add user' (docs/product.md#administration). */
export function useCreateAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateUserBody) => apiRequest<AdminUserDetail>('POST', '/api/admin/users', body),
    onSuccess: (user) => {
      refreshUsers(client);
      toast({ title: 'User added', description: `${user.username} can now sign in.` });
    },
    onError: (error) => failed('Failed to add user', error),
  });
}

/** PATCH /api/admin/users/{id}: the user page's Save. */
export function useUpdateAdminUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: AdminUpdateUserBody; version: string | undefined }) =>
      apiRequest<AdminUserDetail>('PATCH', `/api/admin/users/${id}`, body, { ifMatch: version }),
    onSuccess: (user) => {
      client.setQueryData(adminUserQuery(id).queryKey, user);
      refreshUsers(client);
      toast({ title: 'User updated' });
    },
    onError: (error) => failed('Failed to update user', error),
  });
}

/** DELETE /api/admin/users/{id} (never oneself, never a system administrator: the server says why). */
export function useDeleteAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => {
      refreshUsers(client);
      toastDeleted('user');
    },
    onError: (error) => failed('Failed to delete user', error),
  });
}

/** POST /api/admin/users/{id}/reset-password: the one-time password, which the dialog shows once. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ResetPasswordAnswer>('POST', `/api/admin/users/${id}/reset-password`),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminUsersKey }),
    onError: (error) => failed('Failed to reset password', error),
  });
}

/** POST /api/admin/users/{id}/two-factor/reset: the user signs in with the password alone until they enrol again. */
export function useResetTwoFactor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', `/api/admin/users/${id}/two-factor/reset`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUsersKey });
      toast({ title: 'Two-factor sign-in reset', description: 'The user signs in with the password alone.' });
    },
    onError: (error) => failed('Failed to reset two-factor sign-in', error),
  });
}
