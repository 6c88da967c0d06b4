import '#domain/messages/load/company';
import { useQuery } from '@tanstack/react-query';
import { can } from '#domain/permissions';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryView } from '#web/components/ui/query-view';
import { Skeleton } from '#web/components/ui/skeleton';
import { StaleVersionNotice } from '#web/components/ui/stale-version-notice';
import { isStaleVersion } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { AuditLogCard } from '../../audit-log/components/audit-log-card';
import { useCompanyId, useUser } from '../../auth/api';
import { BackupPanel } from '../../backup/backup-panel';
import { companyQuery, useUpdateCompany } from '../api';
import { CompanyProfileForm } from '../components/company-profile-form';
import { LogoCard } from '../components/logo-card';

/**
 * /settings/company: the company profile that estimates, invoices, their PDFs, public pages and e-mails show
 * (docs/product.md#company-profile). Company admins edit it; managers and employees read the same page without Save
 * or upload.
 */
export default function CompanySettingsPage() {
  const companyId = useCompanyId();
  const { user } = useUser();
  const canEdit = can(user, 'editCompanyProfile');
  const canBackUp = can(user, 'downloadCompanyBackup');
  const company = useQuery(companyQuery(companyId));
  const update = useUpdateCompany(companyId);

  return (
    <>
      <PageHeader
        title={t('company:profile.title')}
        description={canEdit ? t('company:profile.description') : t('company:profile.descriptionReadOnly')}
      />
      <QueryView
        query={company}
        errorTitle={t('company:profile.loadError')}
        loading={
          <div className="grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Skeleton className="h-96" />
            <Skeleton className="h-56" />
          </div>
        }
      >
        {(data) => (
          <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {isStaleVersion(update.error) ? (
              <div className="lg:col-span-2">
                <StaleVersionNotice reloadPage />
              </div>
            ) : null}
            <div className="grid gap-6 lg:order-2">
              <LogoCard company={data} canEdit={canEdit} />
              {can(user, 'readAuditLog') ? <AuditLogCard /> : null}
            </div>
            <CompanyProfileForm
              company={data}
              canEdit={canEdit}
              pending={update.isPending}
              onSave={(values, version) => update.mutateAsync({ body: values, version })}
            />
          </div>
        )}
      </QueryView>
      {canBackUp && (
        <div className="mt-6 grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <BackupPanel companyId={companyId} />
        </div>
      )}
    </>
  );
}
