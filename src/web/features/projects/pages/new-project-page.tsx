import '#domain/messages/load/projects';
import { useQuery } from '@tanstack/react-query';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { Card, CardContent } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { t } from '#web/lib/i18n';
import { useSearchParams } from '#web/lib/router';
import { useCompanyId } from '../../auth/api';
import { customerQuery } from '../api';
import { NewProjectForm } from '../components/new-project-form';

export default function NewProjectPage() {
  const companyId = useCompanyId();
  const [params] = useSearchParams();
  const raw = Number(params.get('customerId'));
  const customerId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const customer = useQuery({ ...customerQuery(customerId ?? 0), enabled: customerId !== undefined });

  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={href('/projects')}>{t('projects:backToProjects')}</BackLink>
      <PageHeader title={t('projects:new.title')} description={t('projects:new.description')} />
      <Card>
        <CardContent className="pt-5">
          {customerId !== undefined && customer.isPending ? (
            <div className="grid gap-4" aria-busy="true">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
              <Skeleton className="h-24" />
            </div>
          ) : (
            // An unknown ?customerId= (deleted, another company's) leaves the customer to choose.
            <NewProjectForm companyId={companyId} lockedCustomer={customer.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
