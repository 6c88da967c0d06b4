import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  /** The validation message shown under the control (docs/product.md#errors-and-messages). */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Exactly one control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

/** Label + control + message, wired for screen readers so each message belongs to its field. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}

/** A field or form level validation message; renders nothing when empty. */
export function FormMessage({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {children}
    </p>
  );
}
