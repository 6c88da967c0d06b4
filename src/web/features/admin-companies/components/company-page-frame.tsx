import '#domain/messages/load/admin';
import type { ReactNode } from 'react';
import type { Company } from '#domain/contracts/companies';
import { href } from '#web/app/paths';
import { BackLink } from '#web/components/ui/back-link';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, errorMessage } from '#web/lib/api';
import { t } from '#web/lib/i18n';
import { useAdminCompany } from '../use-admin-company';
import { CompanyNotFound } from './company-not-found';

type CompanyPageFrameProps = {
  /** The page is one of the company's sub-pages: its back link leads to the company, not to the list. */
  backToCompany?: boolean;
  children: (company: Company) => ReactNode;
};

/**
 * The company of an /admin/companies/{id}/... page: a skeleton while it loads, Company Not Found for a missing
 * one (or a path that is not an id), the error state with Try again, else the page.
 */
export function CompanyPageFrame({ backToCompany = false, children }: CompanyPageFrameProps) {
  const { company, invalid } = useAdminCompany();
  const backLink = <BackLink to={href('/admin/companies')}>{t('admin:companies.backToList')}</BackLink>;
  const missing = invalid || (company.error instanceof ApiError && company.error.status === 404);
  if (missing) {
    return (
      <>
        {backLink}
        <CompanyNotFound />
      </>
    );
  }
  if (company.isError) {
    return (
      <>
        {backLink}
        <ErrorState
          title={t('admin:companies.loadOneError')}
          message={errorMessage(company.error, t('common:unexpectedError'))}
          onRetry={() => void company.refetch()}
        />
      </>
    );
  }
  if (company.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="mb-4 h-4 w-36" />
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  return (
    <>
      {backToCompany ? (
        <BackLink to={href('/admin/companies/:id', { id: company.data.id })}>
          {t('admin:companies.backTo', { name: company.data.name })}
        </BackLink>
      ) : (
        backLink
      )}
      {children(company.data)}
    </>
  );
}
