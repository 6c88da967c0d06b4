import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '#web/lib/i18n';
import { errorMessage } from '../../lib/api';
import { type ContractForm, type ContractValidation, useContractForm } from '../../lib/contract-form';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { ErrorState } from './error-state';
import { LeaveWithoutSavingDialog } from './leave-without-saving-dialog';
import { Skeleton } from './skeleton';
import { StaleVersionNotice } from './stale-version-notice';

// A dialog's fields are FormDialogField (form-dialog-field.tsx), in a file of their own so that a form drawn on a
// page does not load the dialog's code with them.

export type FormDialogProps<TValues extends FieldValues, TOutput> = ContractValidation<TValues, TOutput> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The fields' starting values, read when the form mounts; undefined while the record they come from loads. */
  defaultValues: DefaultValues<TValues> | undefined;
  /** The record could not be loaded: shown instead of the form, with a retry. */
  loadError?: { title: string; error: unknown; retry: () => void } | null;
  submitLabel: string;
  /** The submit button's text while saving ('Saving...'). */
  pendingLabel: string;
  /**
   * Saves (usually a mutation's mutateAsync). Resolving closes the dialog; a rejection with the server's field
   * errors puts each under its field and keeps what was typed (the mutation's own toast says what failed).
   */
  onSubmit: (values: TOutput, form: FormOf<TValues, TOutput>) => Promise<unknown>;
  /**
   * Called when a submit stops at the form's own check, with the first field's message: for the dialogs whose
   * product also announces it in a toast (a trade's 'Required fields', a unit's 'Validation Error').
   */
  onInvalid?: (message: string) => void;
  /** Keeps the submit button disabled (nothing to choose from). */
  submitDisabled?: boolean;
  /** A submit that refuses or removes something is red. */
  submitVariant?: 'primary' | 'destructive';
  /** Width and other classes of the dialog box ('md:max-w-[600px]'). */
  className?: string;
  /** The fields (FormDialogField), or a function of the form for fields that need it (watch, Controller). */
  children: ReactNode | ((form: FormOf<TValues, TOutput>) => ReactNode);
};

/** The react-hook-form form of a contract: its input as field values, its output on submit. */
export type FormOf<TValues extends FieldValues, TOutput = TValues> = ContractForm<TValues, TOutput>;

/**
 * The one form-in-a-dialog: title, fields validated by the contract on blur and on submit, Cancel and a submit
 * button that shows its pending text, server field errors mapped back onto the fields, closed on success.
 * The form mounts when the dialog opens, so every opening starts from `defaultValues`.
 */
export function FormDialog<TValues extends FieldValues, TOutput>(props: FormDialogProps<TValues, TOutput>) {
  // Whether the form holds changes (kept by the form below); Escape or a click beside the dialog then asks
  // first, as a slip of the hand. Cancel and the close button are meant, and close at once.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const askFirst = (event: Event) => {
    if (!dirty.current) return;
    event.preventDefault();
    setAsking(true);
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={props.className} onEscapeKeyDown={askFirst} onPointerDownOutside={askFirst}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          {props.description ? (
            <DialogDescription>{props.description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{props.title}</DialogDescription>
          )}
        </DialogHeader>
        {props.open ? <FormDialogContent {...props} dirty={dirty} /> : null}
        <LeaveWithoutSavingDialog
          open={asking}
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            props.onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Set by the form while its values differ from `defaultValues`. */
type DirtyFlag = { dirty: RefObject<boolean> };

function FormDialogContent<TValues extends FieldValues, TOutput>(
  props: FormDialogProps<TValues, TOutput> & DirtyFlag,
) {
  if (props.loadError) {
    return (
      <ErrorState
        title={props.loadError.title}
        message={errorMessage(props.loadError.error, t('common:somethingWentWrong'))}
        onRetry={props.loadError.retry}
      />
    );
  }
  if (props.defaultValues === undefined) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  return <FormDialogBody {...props} defaultValues={props.defaultValues} />;
}

function FormDialogBody<TValues extends FieldValues, TOutput>(
  props: FormDialogProps<TValues, TOutput> & DirtyFlag & { defaultValues: DefaultValues<TValues> },
) {
  const {
    form,
    onSubmit: submit,
    pending,
    stale,
    unsaved,
  } = useContractForm<TValues, TOutput>({
    ...(props.resolver
      ? { resolver: props.resolver }
      : { schema: props.schema as z.ZodType<TOutput, TValues> }),
    defaultValues: props.defaultValues,
    save: async (values, form) => {
      await props.onSubmit(values, form);
      props.onOpenChange(false);
    },
    onInvalid: props.onInvalid,
  });
  useEffect(() => {
    props.dirty.current = unsaved;
    return () => {
      props.dirty.current = false;
    };
  }, [unsaved, props.dirty]);
  return (
    <FormProvider {...form}>
      {/* React sends a submit up its own tree, through portals: a form dialog opened from inside another's form
          (a payment's Edit in the Payments dialog) would submit that one too. */}
      <form
        noValidate
        className="grid grid-cols-1 gap-4"
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        {typeof props.children === 'function' ? props.children(form) : props.children}
        {stale ? <StaleVersionNotice onReloaded={() => props.onOpenChange(false)} /> : null}
        {/* Focus stays in the field on mousedown: its blur check could add a message above, move these
            buttons down before the mouse comes up, and the click would be lost. Submit checks every field. */}
        <DialogFooter onMouseDown={(event) => event.preventDefault()}>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('common:cancel')}
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant={props.submitVariant}
            loading={pending}
            loadingText={props.pendingLabel}
            disabled={props.submitDisabled}
          >
            {props.submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
