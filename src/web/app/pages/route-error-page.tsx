import { RefreshCw, TriangleAlert } from 'lucide-react';
import { t } from '#web/lib/i18n';
import { useRouteError } from '#web/lib/router';
import { Button } from '../../components/ui/button';

/** A page's code could not be loaded: after a new version is deployed, the old hashed files are gone. */
export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/**
 * What a screen shows when it fails to render or its code fails to load, instead of the router's developer
 * screen: after an update, a way to load the new version; otherwise what went wrong and a way on.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isStaleBuildError(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl text-slate-900 md:text-3xl">
        {stale ? t('common:shell.updatedTitle') : t('common:somethingWentWrong')}
      </h1>
      <p className="max-w-md text-slate-600">
        {stale ? t('common:shell.updatedText') : t('common:shell.failedText')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('common:reload')}
        </Button>
        {/* A full load, not a router link: the router is what failed. */}
        <Button asChild variant="outline">
          <a href="/">{t('common:shell.goHome')}</a>
        </Button>
      </div>
    </main>
  );
}
