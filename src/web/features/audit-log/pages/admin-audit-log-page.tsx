import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../domain/contracts/companies';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { AuditLogView } from '../components/audit-log-view';

/** /admin/audit-logs: every company's audit log (system administrators), filtered by company. */
export default function AdminAuditLogPage() {
  const companies = useQuery<Company[]>({ queryKey: ['/api/companies', { limit: 500 }] });
  const options = (companies.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every company's changes, sign-ins and administration, newest first."
      />
      <Card>
        <AuditLogView
          endpoint="/api/admin/audit-logs"
          who={{ label: 'Company', param: 'companyId', all: 'All companies', options }}
        />
      </Card>
    </>
  );
}
