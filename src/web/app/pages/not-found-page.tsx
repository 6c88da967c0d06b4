import { Construction, FileQuestion, type LucideIcon } from 'lucide-react';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { Button } from '../../components/ui/button';
import { href } from '../paths';

function PageState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Icon className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900 md:text-3xl">{title}</h1>
      <p className="max-w-md text-slate-500">{text}</p>
      <Button asChild>
        <Link to={href('/')}>{t('common:shell.goHome')}</Link>
      </Button>
    </div>
  );
}

/** Any path outside the route table (docs/product.md#navigation-and-shell). */
export default function NotFoundPage() {
  return (
    <PageState
      icon={FileQuestion}
      title={t('common:shell.notFoundTitle')}
      text={t('common:shell.notFoundText')}
    />
  );
}

/** A page of the product whose area is not built yet: it exists, so it says "not yet" rather than 404. */
export function NotBuiltPage() {
  return (
    <PageState
      icon={Construction}
      title={t('common:shell.notBuiltTitle')}
      text={t('common:shell.notBuiltText')}
    />
  );
}
