import { ShieldAlert } from 'lucide-react';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { Button } from '../../components/ui/button';
import { href } from '../paths';

/** What a signed-in non-administrator sees on /admin/* (docs/product.md#navigation-and-shell). */
export default function AccessDeniedPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900 md:text-3xl">{t('common:shell.accessDeniedTitle')}</h1>
      <p className="max-w-md text-slate-500">{t('common:shell.accessDeniedText')}</p>
      <Button asChild>
        <Link to={href('/dashboard')}>{t('common:shell.returnToDashboard')}</Link>
      </Button>
    </div>
  );
}
