import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { t } from '#web/lib/i18n';
import { discardUnsavedChanges } from '../../lib/unsaved-changes';
import { Button } from './button';

/**
 * Shown in a form whose save was refused because someone else changed the record since it was opened (409).
 * What the person typed stays on screen until they choose Reload, which reads everything again from the server
 * (the record with its new version) and then calls `onReloaded` (a dialog closes, a page form takes the values).
 */
export function StaleVersionNotice(
  props:
    | { onReloaded: () => void; reloadPage?: never }
    /** A page form that took its values once: the page is loaded afresh, so every field shows what is stored. */
    | { reloadPage: true; onReloaded?: never },
) {
  const client = useQueryClient();
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{STALE_VERSION_MESSAGE()}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={reloading}
        loadingText={t('common:reloading')}
        onClick={async () => {
          if (props.reloadPage) {
            // Reload is the choice to drop what was typed: the browser need not ask again.
            discardUnsavedChanges();
            window.location.reload();
            return;
          }
          setReloading(true);
          try {
            await client.invalidateQueries();
          } finally {
            setReloading(false);
          }
          props.onReloaded();
        }}
      >
        {t('common:reload')}
      </Button>
    </div>
  );
}
