import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { type ComponentProps, useContext } from 'react';
import { cn } from '../../lib/cn';
import { DialogOpenerContext, type Opened, returnFocus, useDialogOpener } from '../../lib/focus-return';
import { buttonVariants } from './button';
import { dialogContentClasses, overlayClasses } from './dialog';

/**
 * Like Dialog (dialog.tsx): a controlled alert dialog gives focus back to where it was opened from. A dialog
 * whose code loaded after it was asked for passes `opened`, noted by its caller when `open` turned true.
 */
export function AlertDialog({
  opened: openedBefore,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Root> & { opened?: Opened }) {
  const ownOpened = useDialogOpener(props.open);
  const opened = openedBefore ?? ownOpened;
  return (
    <DialogOpenerContext.Provider value={opened}>
      <AlertDialogPrimitive.Root {...props} />
    </DialogOpenerContext.Provider>
  );
}
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const opened = useContext(DialogOpenerContext);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content
        className={cn(dialogContentClasses, className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          returnFocus(event, opened);
        }}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      className={cn('font-semibold text-lg text-slate-900', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-slate-500 text-sm', className)} {...props} />;
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}

export const AlertDialogAction = AlertDialogPrimitive.Action;
