import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Star, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '../../../../domain/contracts/project-team';
import { projectRoleLabels } from '../../../../domain/enums';
import { formatDateMedium } from '../../../../domain/format';
import { Avatar, displayNameOf } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { teamQuery, useRemoveTeamMember } from '../api';
import { TeamMemberDialog } from './team-member-dialog';

type TeamTabProps = {
  projectId: number;
  companyId: number;
  /** Admins and managers change the team (project-team.policy.ts); others only read it. */
  canManage: boolean;
};

/** Team tab: who works on the project, in which role, and who is primary for each role. */
export function TeamTab({ projectId, companyId, canManage }: TeamTabProps) {
  const team = useQuery(teamQuery(projectId));
  const remove = useRemoveTeamMember(projectId);
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const list = team.data ?? [];

  return (
    <section aria-labelledby="team-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-heading" className="font-semibold text-lg text-slate-900">
          Project Team
        </h2>
        {canManage ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add Team Member
          </Button>
        ) : null}
      </div>

      {team.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : team.isError ? (
        <ErrorState
          title="Could not load the team"
          message={errorMessage(team.error, 'Something went wrong')}
          onRetry={() => void team.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={Users} title="No team members yet">
          {canManage
            ? 'Add the people working on this project and their roles.'
            : 'No one has been added to this project yet.'}
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[680px] text-left text-sm">
            <thead className="border-slate-200 border-b bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Member
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Role
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Primary
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Notes
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Assigned
                </th>
                {canManage ? (
                  <th scope="col" className="px-4 py-2.5 text-right font-medium">
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((member) => {
                const name = displayNameOf(member.user);
                return (
                  <tr key={member.id} className="align-middle">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <Avatar person={member.user} className="size-8 text-xs" />
                        <div className="min-w-0">
                          <div className="font-medium text-slate-900">{name}</div>
                          <div className="truncate text-slate-500 text-xs">{member.user.email}</div>
                        </div>
                      </div>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                      {projectRoleLabels[member.role]}
                    </td>
                    <td className="px-4 py-3">
                      {member.isPrimary ? (
                        <Badge variant="blue">
                          <Star className="size-3" aria-hidden="true" />
                          Primary
                        </Badge>
                      ) : (
                        <span className="text-slate-500">—</span>
                      )}
                    </td>
                    <td className="min-w-48 max-w-72 px-4 py-3 text-slate-600">{member.notes || ''}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                      {formatDateMedium(member.assignedAt)}
                    </td>
                    {canManage ? (
                      <td className="px-4 py-2">
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            aria-label={`Edit ${name} (${projectRoleLabels[member.role]})`}
                            onClick={() => setEditing(member)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8 hover:bg-destructive-soft hover:text-destructive"
                            aria-label={`Remove ${name} (${projectRoleLabels[member.role]})`}
                            onClick={() => setToRemove(member)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}

      <TeamMemberDialog
        projectId={projectId}
        companyId={companyId}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        member={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDeleteDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        item="team member"
        description={
          toRemove ? `${displayNameOf(toRemove.user)} will be removed from this project's team.` : undefined
        }
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove.id, { onSettled: () => setToRemove(null) })}
      />
    </section>
  );
}
