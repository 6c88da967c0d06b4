import { HardHat } from 'lucide-react';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import type { AppPath } from '../route-map';

/** The product's name, a link home (`homeFor` the signed-in user). */
export function Brand({ home }: { home: AppPath }) {
  return (
    <Link
      to={home}
      className="flex items-center gap-2 rounded-md font-semibold text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <HardHat className="size-6 text-primary" aria-hidden="true" />
      {t('common:appName')}
    </Link>
  );
}
