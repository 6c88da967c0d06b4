import '#domain/messages/load/team';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls } from '#calls/companies';
import { userCalls } from '#calls/users';
import type { CreateUserBody, TeamMember, UpdateUserBody } from '#domain/contracts/users';
import type { UserRole } from '#domain/enums';
import { t } from '#web/lib/i18n';
import { toast, toastDeleted } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callBase, callPrefix, callQuery } from '../../lib/calls';
import { userQueryKey } from '../auth/api';

/** GET /api/companies/{companyId}/users: the team page, the team form and every user selector. */
export const companyUsersQuery = (companyId: number) =>
  callQuery(userCalls.members, { params: { companyId } });

/** Members a selector offers for new work: deactivated members keep their name on old records only. */
export const activeMembers = (members: readonly TeamMember[] | undefined) =>
  (members ?? []).filter((m) => m.isActive);

/** GET /api/users/{id}: the team form's member. */
export const memberQuery = (id: number) => callQuery(userCalls.member, { params: { id } });

/** Prefix of every member's key (['/api/users', id]). */
export const membersKey = callBase(userCalls.member);

/** GET /api/companies/{companyId}/invitations: invitations nobody has used yet (admins and managers). */
export const invitationsQuery = (companyId: number) =>
  callQuery(companyCalls.invitations, { params: { companyId } });

function failed(title: string, error: unknown, fallback: string = t('common:unexpectedError')) {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

/** A change of the team shows wherever members are listed: the team page, selectors, the member's own form. */
function refreshTeam(client: QueryClient, companyId: number) {
  void client.invalidateQueries({ queryKey: callPrefix(userCalls.members, { companyId }) });
  void client.invalidateQueries({ queryKey: membersKey });
  void client.invalidateQueries({ queryKey: userQueryKey });
}

/** POST /api/users (Add Member). */
export function useCreateMember(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => call(userCalls.create, { body: { ...body, companyId } }),
    onSuccess: (member) => {
      refreshTeam(client, companyId);
      toast({
        title: t('team:toasts.added'),
        description: t('team:toasts.canSignIn', { username: member.username }),
      });
    },
    onError: (error) => failed(t('team:toasts.addFailed'), error),
  });
}

/** PATCH /api/users/{id}: the member form's Save, and Deactivate / Reactivate. */
export function useUpdateMember(companyId: number, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateUserBody; version: string | undefined }) =>
      call(userCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: (member, { body }) => {
      client.setQueryData(memberQuery(id).queryKey, member);
      refreshTeam(client, companyId);
      const only = Object.keys(body);
      if (only.length === 1 && only[0] === 'isActive') {
        toast({ title: member.isActive ? t('team:toasts.reactivated') : t('team:toasts.deactivated') });
      } else {
        toast({ title: t('team:toasts.updated') });
      }
    },
    onError: (error) => failed(t('team:toasts.updateFailed'), error),
  });
}

/** DELETE /api/users/{id}; the failure toast 'Failed to delete team member'. */
export function useDeleteMember(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userCalls.remove, { params: { id } }),
    onSuccess: () => {
      refreshTeam(client, companyId);
      toastDeleted(t('team:item'));
    },
    onError: (error) => failed(t('team:toasts.deleteFailed'), error),
  });
}

function refreshInvitations(client: QueryClient, companyId: number) {
  void client.invalidateQueries({ queryKey: invitationsQuery(companyId).queryKey });
}

/** POST /api/companies/{companyId}/invitations with an address: the link is e-mailed. */
export function useInvite(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: UserRole }) =>
      call(companyCalls.invite, { params: { companyId }, body }),
    onSuccess: (invitation) => {
      refreshInvitations(client, companyId);
      toast({
        title: t('team:toasts.invited'),
        description: t('team:toasts.invitedDescription', { email: String(invitation.email) }),
      });
    },
    onError: (error) => failed(t('team:toasts.inviteFailed'), error),
  });
}

/** POST .../invitations/{id}/resend: a new link (the old one stops working), seven more days. */
export function useResendInvitation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(companyCalls.resendInvitation, { params: { companyId, id } }),
    onSuccess: (invitation) => {
      refreshInvitations(client, companyId);
      toast({
        title: t('team:toasts.resent'),
        description: t('team:toasts.resentDescription', { email: String(invitation.email) }),
      });
    },
    onError: (error) => failed(t('team:toasts.inviteFailed'), error),
  });
}

/** DELETE .../invitations/{id}: the link stops working. */
export function useRevokeInvitation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(companyCalls.revokeInvitation, { params: { companyId, id } }),
    onSuccess: () => {
      refreshInvitations(client, companyId);
      toast({ title: t('team:toasts.revoked') });
    },
    onError: (error) => failed(t('team:toasts.revokeFailed'), error),
  });
}
