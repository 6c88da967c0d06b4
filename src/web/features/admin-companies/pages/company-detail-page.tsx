import '#domain/messages/load/admin';
import { useQuery } from '@tanstack/react-query';
import { LogIn, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import type { Company } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useNavigate } from '#web/lib/router';
import { useUrlState } from '#web/lib/url-state';
import { useOpenCompany } from '../../acting-company/api';
import { adminUsersQuery } from '../../admin-users/api';
import { CompanyAuditLog } from '../../audit-log/components/company-audit-log';
import { CompanyInfoCard } from '../components/company-info-card';
import { CompanyPageFrame } from '../components/company-page-frame';
import { CompanyProjectsTab } from '../components/company-projects-tab';
import { CompanyUsersTab } from '../components/company-users-tab';
import { DeleteCompanyDialog } from '../components/delete-company-dialog';

// Edit Company's form (form library and its rules) loads when Edit Company is first pressed.
const CompanyFormDialog = lazy(() =>
  import('../components/company-form-dialog').then((m) => ({ default: m.CompanyFormDialog })),
);

const tabs = ['users', 'projects', 'audit'] as const;
type Tab = (typeof tabs)[number];
/** The open tab, in the address as `tab` (Users when absent). */
const companyDetailState = v.object({ tab: v.fallback(v.picklist(tabs), 'users') });

function CompanyDetail({ company }: { company: Company }) {
  const navigate = useNavigate();
  const openCompany = useOpenCompany();
  // The same first page the Users tab shows: its total is the company's number of users.
  const users = useQuery(adminUsersQuery({ search: '', page: 1 }, company.id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const editMounted = useOpenedOnce(editing);
  const [{ tab }, setState] = useUrlState(companyDetailState);

  return (
    <>
      <PageHeader
        title={company.name}
        description={t('admin:companies.detail.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('admin:companies.edit')}
            </Button>
            <Button
              loading={openCompany.isPending}
              loadingText={t('admin:companies.detail.opening')}
              onClick={() =>
                openCompany.mutate(company.id, { onSuccess: () => navigate(href('/dashboard')) })
              }
            >
              <LogIn aria-hidden="true" />
              {t('admin:companies.actions.open')}
            </Button>
            <Button variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              {t('common:delete')}
            </Button>
          </>
        }
      />
      <CompanyInfoCard company={company} userCount={users.isError ? null : users.data?.total} />
      <Tabs
        className="mt-8"
        value={tab}
        // The open tab lives in the address, so a reload keeps it and Back returns to the one before. The audit
        // log's filters and each list's page are the tab's own: they leave the address when another tab opens.
        onValueChange={(next) => setState({ tab: next as Tab }, { drop: 'others' })}
      >
        <div className="overflow-x-auto">
          <TabsList>
            <TabsTrigger value="users">{t('admin:companies.detail.tabs.users')}</TabsTrigger>
            <TabsTrigger value="projects">{t('admin:companies.detail.tabs.projects')}</TabsTrigger>
            <TabsTrigger value="audit">{t('admin:companies.detail.tabs.audit')}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="users">
          <CompanyUsersTab companyId={company.id} />
        </TabsContent>
        <TabsContent value="projects">
          <CompanyProjectsTab companyId={company.id} />
        </TabsContent>
        <TabsContent value="audit">
          <Card>
            <CompanyAuditLog companyId={company.id} />
          </Card>
        </TabsContent>
      </Tabs>
      {editMounted ? (
        <Suspense fallback={null}>
          <CompanyFormDialog open={editing} onOpenChange={setEditing} company={company} />
        </Suspense>
      ) : null}
      <DeleteCompanyDialog
        company={deleting ? company : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(href('/admin/companies'))}
      />
    </>
  );
}

/**
 * /admin/companies/{id}: the company's information, users, projects and audit log (docs/product.md#administration).
 */
export default function CompanyDetailPage() {
  return <CompanyPageFrame>{(company) => <CompanyDetail company={company} />}</CompanyPageFrame>;
}
