import '#domain/messages/load/team';
import type { TeamMember } from '#domain/contracts/users';
import { teamGroupOf } from '#domain/team-rules';
import { Badge } from '#web/components/ui/badge';
import { t } from '#web/lib/i18n';

/** The Team page's role words and badge styles (docs/product.md#team). */
export const teamRoleLabels = {
  admin: t('team:roles.admin'),
  manager: t('team:roles.manager'),
  employee: t('team:roles.employee'),
} as const;
const roleVariants = { admin: 'destructive', manager: 'default', employee: 'secondary' } as const;

export function RoleBadge({ member }: { member: Pick<TeamMember, 'id' | 'role' | 'isAdmin'> }) {
  const group = teamGroupOf(member);
  return <Badge variant={roleVariants[group]}>{teamRoleLabels[group]}</Badge>;
}

/** Active (green) or Inactive (grey): whether the member can sign in. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant={active ? 'green' : 'grey'}>
      {active ? t('team:status.active') : t('team:status.inactive')}
    </Badge>
  );
}
