import '#domain/messages/load/audit';
import { can } from '#domain/permissions';
import AccessDeniedPage from '#web/app/pages/access-denied-page';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { t } from '#web/lib/i18n';
import { useCompanyId, useUser } from '../../auth/api';
import { CompanyAuditLog } from '../components/company-audit-log';

/** /settings/audit-log: the company admin reads who changed what in the company, and when. */
export default function CompanyAuditLogPage() {
  const companyId = useCompanyId();
  const { user } = useUser();
  if (!can(user, 'readAuditLog')) return <AccessDeniedPage />;
  return (
    <>
      <PageHeader title={t('audit:title')} description={t('audit:companyDescription')} />
      <Card>
        <CompanyAuditLog companyId={companyId} />
      </Card>
    </>
  );
}
