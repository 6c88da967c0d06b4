import '#domain/messages/load/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectTeamCalls } from '#calls/project-team';
import type { AddTeamMemberBody, UpdateTeamMemberBody } from '#domain/contracts/project-team';
import { t } from '#web/lib/i18n';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { call, callQuery } from '../../lib/calls';

export function teamQuery(projectId: number) {
  return callQuery(projectTeamCalls.list, { params: { id: projectId } });
}

function useRefreshTeam(projectId: number) {
  const client = useQueryClient();
  // Making a member primary clears another one, so the whole list is asked again.
  return () => client.invalidateQueries({ queryKey: teamQuery(projectId).queryKey });
}

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

export function useAddTeamMember(projectId: number) {
  const refresh = useRefreshTeam(projectId);
  return useMutation({
    mutationFn: (body: AddTeamMemberBody) => call(projectTeamCalls.add, { params: { id: projectId }, body }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('projects:team.toasts.added') });
    },
    onError: failure(t('projects:team.toasts.addFailed'), t('projects:team.toasts.addFailed')),
  });
}

export function useUpdateTeamMember(projectId: number) {
  const refresh = useRefreshTeam(projectId);
  return useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: UpdateTeamMemberBody; version?: string }) =>
      call(projectTeamCalls.update, { params: { id }, body }, { ifMatch: version }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('projects:team.toasts.updated') });
    },
    onError: failure(t('projects:team.toasts.updateFailed'), t('projects:team.toasts.updateFailed')),
  });
}

export function useRemoveTeamMember(projectId: number) {
  const refresh = useRefreshTeam(projectId);
  return useMutation({
    mutationFn: (id: number) => call(projectTeamCalls.remove, { params: { id } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t('projects:team.toasts.removed') });
    },
    onError: failure(t('projects:team.toasts.removeFailed'), t('projects:team.toasts.removeFailed')),
  });
}
