import '#domain/messages/load/admin';
import { ArrowLeft, Building2 } from 'lucide-react';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';

/** The page state for a company that does not exist (docs/product.md#administration). */
export function CompanyNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Building2 className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900">{t('admin:companies.notFound.title')}</h1>
      <p className="max-w-md text-slate-500">{t('admin:companies.notFound.description')}</p>
      <Button asChild>
        <Link to={href('/admin/companies')}>
          <ArrowLeft aria-hidden="true" />
          {t('admin:companies.backToList')}
        </Link>
      </Button>
    </div>
  );
}
