import { ExternalLink } from 'lucide-react';
import { t } from '#web/lib/i18n';

/** Where the client portal lives (its pages are built alongside the public ones). */
export const PORTAL_PATH = '/portal';

/** 'Open your client portal', under a public page's document. */
export function PortalLink() {
  return (
    <p className="mt-6 text-center text-sm print:hidden">
      <a href={PORTAL_PATH} className="inline-flex items-center gap-1 text-primary hover:underline">
        {t('common:portalLink')}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </p>
  );
}
