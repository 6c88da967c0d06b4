import type { SelectOption } from '#web/components/ui/select';
import { teamRoleLabels } from './role-badge';

/** The role choices of the team form and the invitation: Administrator only for those who may make one. */
export function roleOptionsFor(mayMakeAdmins: boolean): SelectOption[] {
  const roles = mayMakeAdmins
    ? (['employee', 'manager', 'admin'] as const)
    : (['employee', 'manager'] as const);
  return roles.map((role) => ({ value: role, label: teamRoleLabels[role] }));
}
