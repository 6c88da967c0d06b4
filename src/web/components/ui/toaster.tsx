import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';
import { dismissToast, useCurrentToast } from './toast-store';

/**
 * Renders the single toast slot with Radix Toast, whose defaults are the product's
 * (docs/product.md#errors-and-messages): 5000 ms, swipe right with a 50 px threshold, F8 focuses the viewport. Top of
 * the screen on narrow screens, bottom right from md.
 */
export function Toaster() {
  const current = useCurrentToast();
  const destructive = current?.variant === 'destructive';
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current ? (
        <Toast.Root
          // A new id remounts the toast, so a replacement restarts its timer and announcement.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          type={destructive ? 'foreground' : 'background'}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:opacity-0',
            destructive
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold text-sm">{current.title}</Toast.Title>
            {current.description ? (
              <Toast.Description className={cn('text-sm', !destructive && 'text-slate-600')}>
                {current.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('common:close')}
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2',
              destructive ? 'focus-visible:outline-white' : 'focus-visible:outline-primary',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:top-auto md:bottom-0 md:max-w-[420px] print:hidden" />
    </Toast.Provider>
  );
}
