import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form field's label: a plain <label> with Radix Label's one behaviour (a double click on the label does not
 * select its text), written here rather than imported, because Radix's primitives share one file of internals
 * (7 KB) that a page whose only Radix part is a label would download for it (decision 0282).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the callers name their control with htmlFor or wrap it.
    <label
      className={cn('font-medium text-slate-700 text-sm leading-none', className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
