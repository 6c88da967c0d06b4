import '#domain/messages/load/team';
import { Mail, Pencil, Trash2 } from 'lucide-react';
import type { TeamMember } from '#domain/contracts/users';
import { href } from '#web/app/paths';
import { Avatar, displayNameOf } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { ActiveBadge, RoleBadge } from './role-badge';

type MemberCardProps = {
  member: TeamMember;
  /** The signed-in user's own card says so. */
  isYou: boolean;
  /** Edit and Delete are shown only when the rules let the signed-in user do them (hidden, not disabled). */
  canEdit: boolean;
  canDelete: boolean;
  onDelete: () => void;
};

/** One member of the team: initials, name, contact, role and Active badges, edit link and delete. */
export function MemberCard({ member, isYou, canEdit, canDelete, onDelete }: MemberCardProps) {
  const name = displayNameOf(member);
  return (
    <Card className={cn('flex min-w-0 flex-col gap-4 p-4', !member.isActive && 'bg-slate-50')}>
      <div className="flex min-w-0 items-start gap-3">
        <Avatar
          person={member}
          className={cn('size-11', !member.isActive && 'bg-slate-200 text-slate-600')}
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">
            {name}
            {isYou ? (
              <span className="ml-1.5 font-normal text-slate-500 text-sm">{t('team:card.you')}</span>
            ) : null}
          </h2>
          <p className="truncate text-slate-500 text-sm">@{member.username}</p>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-slate-600 text-sm">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{member.email}</span>
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <RoleBadge member={member} />
        <ActiveBadge active={member.isActive} />
        <div className="ml-auto flex gap-1">
          {canEdit ? (
            <Button asChild variant="ghost" size="icon" aria-label={t('team:card.edit', { name })}>
              <Link to={href('/team/:id', { id: member.id })}>
                <Pencil aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('team:card.delete', { name })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="text-destructive" />
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
