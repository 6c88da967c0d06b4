import '#domain/messages/load/calendar';
import { Rss } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';

// The dialog (Radix Dialog, the feeds' calls and the Revoke confirmation) loads on the first press: most visits
// to the calendar never subscribe.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })),
);

/** Subscribe (docs/product.md#calendar): opens the private iCal URLs for phone calendars. */
export function SubscribeButton() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Rss aria-hidden="true" />
        {t('calendar:subscribe.button')}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <SubscribeDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
