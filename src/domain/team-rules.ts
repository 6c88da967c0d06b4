import '#domain/messages/load/team';
import type { UserRole } from './enums';
import { t } from './messages/i18n';
import { can, type PermissionSubject } from './permissions';

/** A member of a company's team as the rules see them. */
export type TeamRuleMember = { id: number; role: UserRole; isAdmin: boolean };

/** The caller: the server's actor or the browser's signed-in user. */
export type TeamRuleActor = NonNullable<PermissionSubject> & { id: number };

/**
 * Why the caller may not edit, deactivate or delete this member, or null when they may (docs/product.md#team):
 * employees do not manage the team; managers do not change administrators; a system administrator's account is
 * changed only by a system administrator. The server answers 403 with this sentence; the interface hides the action.
 */
export function whyMayNotManage(actor: TeamRuleActor, member: TeamRuleMember): string | null {
  if (!can(actor, 'manageTeam')) return t('team:rules.noPermission');
  if (member.isAdmin && !actor.isAdmin) return t('team:rules.systemAdminOnly');
  if (member.role === 'admin' && !can(actor, 'manageAdmins')) return t('team:rules.managersNotAdmins');
  return null;
}

/** Whether the caller may give someone this role: only administrators make administrators. */
export function mayGrantRole(actor: PermissionSubject, role: UserRole): boolean {
  return role !== 'admin' || can(actor, 'manageAdmins');
}

/** Whether the Team page offers Delete on this member's card: never for oneself (docs/product.md#team). */
export function mayDeleteMember(actor: TeamRuleActor, member: TeamRuleMember): boolean {
  return actor.id !== member.id && !member.isAdmin && whyMayNotManage(actor, member) === null;
}

/** The Team page's tabs: Administrators are role admin or system administrators (docs/product.md#team). */
export function teamGroupOf(member: TeamRuleMember): 'admin' | 'manager' | 'employee' {
  return member.isAdmin ? 'admin' : member.role;
}
