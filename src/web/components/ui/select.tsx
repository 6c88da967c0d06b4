import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

/**
 * A styled native select: keyboard, screen readers and phones handle it natively. Used for short fixed lists
 * (stages, types, roles, users); long searchable lists use the Combobox.
 */
export type SelectOption = { value: string | number; label: string };

/** `options` renders one <option> each after any children (e.g. a 'none' choice given as a child). */
export function Select({
  className,
  children,
  options,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[] }) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-9 appearance-none py-1 pr-8', className)} {...props}>
        {children}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
