import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useContext } from 'react';
import { t } from '#web/lib/i18n';
import { cn } from '../../lib/cn';
import { DialogOpenerContext, returnFocus, useDialogOpener } from '../../lib/focus-return';

/**
 * Radix's Dialog root that also remembers, when opened through its `open` prop, the control it was opened from
 * (a menu item's menu trigger): closing puts focus back there (lib/focus-return.ts).
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  const opened = useDialogOpener(props.open);
  return (
    <DialogOpenerContext.Provider value={opened}>
      <DialogPrimitive.Root {...props} />
    </DialogOpenerContext.Provider>
  );
}
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in';

/** Narrow screens: a full-width sheet at the bottom; md and up: a centred box. */
export const dialogContentClasses =
  'fixed inset-x-0 bottom-0 z-50 grid max-h-[90vh] w-full gap-4 overflow-y-auto rounded-t-xl border border-slate-200 bg-white p-6 shadow-lg data-[state=open]:animate-fade-in md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-lg';

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean };

export function DialogContent({
  className,
  children,
  hideClose,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opened = useContext(DialogOpenerContext);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(dialogContentClasses, className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // Does nothing for an uncontrolled dialog (opened undefined): Radix returns focus to its trigger.
          returnFocus(event, opened);
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-sm p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={t('common:close')}
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('font-semibold text-lg text-slate-900', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-slate-500 text-sm', className)} {...props} />;
}
