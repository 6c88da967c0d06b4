import { ChevronsUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

type ComboboxButtonProps = ComponentProps<'button'> & {
  valueLabel: string | undefined;
  placeholder: string;
  open: boolean;
};

/** The combobox's closed field: the chosen value's label, or the placeholder. */
export function ComboboxButton({ valueLabel, placeholder, open, className, ...props }: ComboboxButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded={open}
      // min-w-0: in a narrow grid column a long name is cut short instead of widening the column.
      className={cn(fieldClasses, 'flex h-9 min-w-0 items-center justify-between gap-2 text-left', className)}
      {...props}
    >
      <span className={cn('truncate', valueLabel ? '' : 'text-slate-500')}>{valueLabel || placeholder}</span>
      <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
    </button>
  );
}
