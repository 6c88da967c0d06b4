import '#domain/messages/load/audit';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { CompanySelect } from '../../admin-companies/components/company-select';
import { allAuditLog } from '../api';
import { AuditLogView } from '../components/audit-log-view';

/** /admin/audit-logs: every company's audit log (system administrators), filtered by company. */
export default function AdminAuditLogPage() {
  return (
    <>
      <PageHeader title={t('audit:title')} description={t('audit:adminDescription')} />
      <Card>
        <AuditLogView
          source={allAuditLog}
          who={{
            label: t('audit:filters.company'),
            param: 'companyId',
            control: (value, onChange) => (
              <CompanySelect
                value={value}
                noneLabel={t('audit:filters.allCompanies')}
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
