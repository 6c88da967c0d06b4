import { useServerBusy } from '#web/lib/busy-retry';
import { t } from '#web/lib/i18n';
import { Spinner } from './spinner';

/**
 * A calm line at the bottom of the screen while a call waits to ask a busy server again (lib/busy-retry.ts): the
 * screen stays as it is, and nothing needs to be done.
 */
export function BusyNotice() {
  const busy = useServerBusy();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {busy ? (
        <p className="flex items-center gap-2 rounded-lg border bg-background px-4 py-2 text-sm text-muted-foreground shadow-md">
          <Spinner className="size-4" />
          {t('common:serverBusy')}
        </p>
      ) : null}
    </div>
  );
}
