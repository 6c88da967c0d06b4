import { ArrowLeft, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';

/** The page state for a company that does not exist (docs/product.md#administration). */
export function CompanyNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Building2 className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900">Company Not Found</h1>
      <p className="max-w-md text-slate-500">
        The company you are looking for does not exist or was deleted.
      </p>
      <Button asChild>
        <Link to={href('/admin/companies')}>
          <ArrowLeft aria-hidden="true" />
          Back to Companies
        </Link>
      </Button>
    </div>
  );
}
