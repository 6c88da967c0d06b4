import '#domain/messages/load/admin';
import type { UserRole } from '#domain/enums';
import { Badge } from '#web/components/ui/badge';
import { t } from '#web/lib/i18n';

/** The users list's role words and badge styles (Admin destructive, Manager default, Employee secondary;
 * docs/product.md#administration). */
export const adminRoleLabels = {
  admin: t('common:enums.userRole.admin'),
  manager: t('common:enums.userRole.manager'),
  employee: t('common:enums.userRole.employee'),
};
const roleVariants = { admin: 'destructive', manager: 'default', employee: 'secondary' } as const;

export function AdminRoleBadge({ role }: { role: UserRole }) {
  return <Badge variant={roleVariants[role]}>{adminRoleLabels[role]}</Badge>;
}

/** Beside the role: the account administers the whole application. */
export function SystemAdminBadge() {
  return <Badge variant="outline">{t('admin:users.systemAdminBadge')}</Badge>;
}
