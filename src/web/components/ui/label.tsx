import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A press on one of these inside the label is the control's own. */
const controls = ['button', 'input', 'select', 'textarea'].join(',');

/**
 * A form label. Radix's Label, written out: a double click on the label's text does not select it (a click on a
 * control inside it behaves as usual). Radix's own brings its shared primitives chunk to every form page.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is given by the caller (htmlFor or a child).
    <label
      className={cn('font-medium text-slate-700 text-sm leading-none', className)}
      {...props}
      onMouseDown={(event) => {
        if ((event.target as Element).closest(controls)) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
