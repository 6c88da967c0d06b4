import '#domain/messages/load/projects';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Star, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '#domain/contracts/project-team';
import { projectRoleLabels } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { Avatar, displayNameOf } from '#web/components/ui/avatar';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { RowActionButtons } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { teamQuery, useRemoveTeamMember } from '../api';
import { TeamMemberDialog } from './team-member-dialog';

type TeamTabProps = {
  projectId: number;
  companyId: number;
  /** Admins and managers change the team (permission manageProjectTeam); others only read it. */
  canManage: boolean;
};

const column = createColumnHelper<TeamMember>();

/** A member as the row's buttons name them: 'Sam Helper (Project Manager)'. */
const who = (member: TeamMember) =>
  t('projects:team.who', { name: displayNameOf(member.user), role: projectRoleLabels[member.role] });

/** The project team's columns: member, role, primary, notes, assigned. */
const teamColumns = [
  column.display({
    id: 'member',
    header: t('projects:team.columns.member'),
    cell: ({ row }) => (
      <div className="flex items-center gap-3">
        <Avatar person={row.original.user} className="size-8 text-xs" />
        <div className="min-w-0">
          <div className="font-medium text-slate-900">{displayNameOf(row.original.user)}</div>
          <div className="truncate text-slate-500 text-xs">{row.original.user.email}</div>
        </div>
      </div>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('role', {
    header: t('projects:team.columns.role'),
    cell: ({ getValue }) => projectRoleLabels[getValue()],
    meta: { width: 'w-40' },
  }),
  column.accessor('isPrimary', {
    header: t('projects:team.columns.primary'),
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge variant="blue">
          <Star className="size-3" aria-hidden="true" />
          {t('projects:team.primary')}
        </Badge>
      ) : (
        <span className="text-slate-500">—</span>
      ),
    meta: { width: 'w-28', card: 'aside' },
  }),
  column.accessor('notes', {
    header: t('projects:team.columns.notes'),
    cell: ({ getValue }) => getValue() || '',
    meta: { className: 'wrap-anywhere text-slate-600' },
  }),
  column.accessor('assignedAt', {
    header: t('projects:team.columns.assigned'),
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];

/** Team tab: who works on the project, in which role, and who is primary for each role. */
export function TeamTab({ projectId, companyId, canManage }: TeamTabProps) {
  const team = useQuery(teamQuery(projectId));
  const remove = useRemoveTeamMember(projectId);
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);

  return (
    <section aria-labelledby="team-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-heading" className="font-semibold text-lg text-slate-900">
          {t('projects:team.title')}
        </h2>
        {canManage ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('projects:team.add')}
          </Button>
        ) : null}
      </div>

      <Card>
        <DataTable
          label={t('projects:team.tableLabel')}
          columns={teamColumns}
          rows={team.data ?? []}
          getRowId={(member) => member.id}
          query={team}
          errorTitle={t('projects:team.loadError')}
          empty={
            <EmptyState icon={Users} title={t('projects:team.emptyTitle')}>
              {canManage ? t('projects:team.empty') : t('projects:team.emptyReader')}
            </EmptyState>
          }
          actionsWidth="w-24"
          rowActions={
            canManage
              ? (member) => (
                  <RowActionButtons
                    actions={[
                      {
                        label: t('projects:team.actions.edit', { who: who(member) }),
                        icon: Pencil,
                        onSelect: () => setEditing(member),
                      },
                      {
                        label: t('projects:team.actions.remove', { who: who(member) }),
                        icon: Trash2,
                        onSelect: () => setToRemove(member),
                        tone: 'destructive',
                      },
                    ]}
                  />
                )
              : undefined
          }
        />
      </Card>

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
        item={t('projects:team.item')}
        description={
          toRemove ? t('projects:team.removeDescription', { name: displayNameOf(toRemove.user) }) : undefined
        }
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove.id, { onSettled: () => setToRemove(null) })}
      />
    </section>
  );
}
