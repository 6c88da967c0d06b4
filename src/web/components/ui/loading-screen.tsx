import { t } from '#web/lib/i18n';
import { Spinner } from './spinner';

/** Centred spinner while the session or a page's code loads. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center md:min-h-screen">
      <Spinner className="size-8 text-primary" label={t('common:loadingShort')} />
    </div>
  );
}
