import '#domain/messages/load/audit';
import { useQuery } from '@tanstack/react-query';
import { displayNameOf } from '#web/components/ui/avatar';
import { t } from '#web/lib/i18n';
import { companyUsersQuery } from '../../team/api';
import { companyAuditLog } from '../api';
import { AuditLogView } from './audit-log-view';

/** One company's audit log, filtered by its members: the company admin's page and the admin's company detail tab. */
export function CompanyAuditLog({ companyId }: { companyId: number }) {
  const members = useQuery(companyUsersQuery(companyId));
  const options = (members.data ?? []).map((m) => ({ value: m.id, label: displayNameOf(m) }));
  return (
    <AuditLogView
      source={companyAuditLog(companyId)}
      who={{ label: t('audit:filters.user'), param: 'userId', all: t('audit:filters.allUsers'), options }}
    />
  );
}
