import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared look of text-like controls (Input, Textarea, later Select triggers). */
export const fieldClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-9 py-1', className)} {...props} />;
}
