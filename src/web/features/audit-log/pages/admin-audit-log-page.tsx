import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { CompanySelect } from '../../admin-companies/components/company-select';
import { allAuditLog } from '../api';
import { AuditLogView } from '../components/audit-log-view';

/** /admin/audit-logs: every company's audit log (system administrators), filtered by company. */
export default function AdminAuditLogPage() {
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every company's changes, sign-ins and administration, newest first."
      />
      <Card>
        <AuditLogView
          source={allAuditLog}
          who={{
            label: 'Company',
            param: 'companyId',
            control: (value, onChange) => (
              <CompanySelect
                value={value}
                noneLabel="All companies"
                onChange={onChange}
                className="min-w-0"
              />
            ),
          }}
        />
      </Card>
    </>
  );
}
